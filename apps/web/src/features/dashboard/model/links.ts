/**
 * The provider's academy (training site). The spec does not give its address: this is the demo's,
 * to be replaced by the provider's configuration when it exists.
 */
export const ACADEMY_URL = 'https://academy.relais-provider.test/';
