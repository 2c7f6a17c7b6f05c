// The local `relais` ESLint plugin: layer direction and no import cycles (proven by
// scripts/lint-rules.test.ts and scripts/no-cycle.test.ts).
import { importDirection } from './import-direction.js';
import { noCycle } from './no-cycle.js';

export const relaisPlugin = {
  meta: { name: 'relais' },
  rules: { 'import-direction': importDirection, 'no-cycle': noCycle },
};
