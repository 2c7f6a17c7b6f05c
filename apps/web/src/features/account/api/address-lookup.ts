import { useQuery } from '@tanstack/react-query';
import { ADDRESS_LOOKUP_MIN, type AddressSuggestion } from '@relais/domain/rules';
import { routeTable } from '@relais/contract/routes';
import { call } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import { useConnectivity } from '../../../offline';

/** How long typing must pause before the address is looked up. */
export const LOOKUP_DEBOUNCE_MS = 300;

/**
 * Suggestions for the typed address (GET /google/addresses/{address}), once typing pauses, only
 * online and from ADDRESS_LOOKUP_MIN characters. No geocoder, a failure or offline: none, the
 * field stays free text. A lookup is of the moment: kept a
 * minute.
 */
export const useAddressSuggestions = (text: string, enabled: boolean): AddressSuggestion[] => {
  const { offline } = useConnectivity();
  const typed = useDebounced(text.trim(), LOOKUP_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['address-lookup', typed],
    queryFn: () => call(routeTable.lookupAddresses, { params: { address: typed } }),
    enabled: enabled && !offline && typed.length >= ADDRESS_LOOKUP_MIN,
    staleTime: 5 * 60_000,
    gcTime: 60_000,
    retry: false,
  });
  return enabled && !offline ? (query.data ?? []) : [];
};
