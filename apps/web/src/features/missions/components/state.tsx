export const card = 'flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm';
