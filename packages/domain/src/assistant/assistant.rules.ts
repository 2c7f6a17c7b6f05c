export const CIVILITIES = ['MR', 'MRS'] as const;
