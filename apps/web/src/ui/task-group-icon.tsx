/**
 * Icons of the task groups TG1..TG29 (spec 3), drawn as 24px line icons. Decorative: the group's
 * label is always shown beside it. An unknown code falls back to the generic "other" shape.
 */
const LINES: Record<string, string> = {
  // reception: a person behind a desk
  TG1: 'M12 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 15c0-2.5 2.7-4 6-4s6 1.5 6 4M3 15h18v3H3zM5 18v3M19 18v3',
  // mail: an envelope
  TG2: 'M3 6h18v12H3zM3 6l9 7 9-7',
  // filing: a folder
  TG3: 'M3 6h6l2 2h10v11H3zM3 10h18',
  // diary: a calendar
  TG4: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4M8 13h3v3H8z',
  // travel: a plane
  TG5: 'M2 13l20-6-5 12-4-5-4 3v-5zM13 14l9-7',
  // invoicing: a receipt
  TG6: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  // accounting: a calculator
  TG7: 'M6 3h12v18H6zM8 5h8v4H8zM8 12h2M11 12h2M14 12h2M8 15h2M11 15h2M14 15h2M8 18h2M11 18h5',
  // payroll: a banknote
  TG8: 'M2 7h20v10H2zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM5 10v4M19 10v4',
  // human resources: two people
  TG9: 'M8 5a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM2 19c0-3 2.7-5 6-5s6 2 6 5M16 6a2.5 2.5 0 1 1 0 5M17 14c2.6.4 5 2 5 5',
  // purchasing: a cart
  TG10: 'M2 4h3l3 11h11l2-8H6M9 19a1 1 0 1 0 0 .1M18 19a1 1 0 1 0 0 .1',
  // sales: a rising chart
  TG11: 'M3 20h18M4 16l5-5 4 3 7-8M15 6h5v5',
  // communication: a megaphone
  TG12: 'M3 10v4h3l8 5V5L6 10zM17 9a4 4 0 0 1 0 6M6 14l1 6h3l-1-5',
  // events: a star
  TG13: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  // legal: scales
  TG14: 'M12 3v18M7 21h10M5 7h14M5 7l-3 6a3 3 0 0 0 6 0zM19 7l-3 6a3 3 0 0 0 6 0z',
  // real estate: a building
  TG15: 'M5 21V4h10v17M15 9h5v12M3 21h18M8 7h2M8 11h2M8 15h2M12 7h0M12 11h0',
  // quality: a rosette with a check
  TG16: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM9 9l2 2 4-4M8 14l-2 7 6-3 6 3-2-7',
  // IT: a laptop
  TG17: 'M5 5h14v10H5zM2 19h20l-2-4H4z',
  // writing: a pen on a page
  TG18: 'M4 20l1-4L16 5l3 3L8 19zM14 7l3 3M4 20h16',
  // translation: two speech bubbles
  TG19: 'M3 4h11v8H8l-3 3v-3H3zM10 14v2h6l3 3v-3h2V8h-4',
  // data entry: a keyboard
  TG20: 'M2 7h20v10H2zM5 10h2M9 10h2M13 10h2M17 10h2M7 14h10',
  // customer relations: a headset
  TG21: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-2 2-5 2h-2',
  // logistics: a truck
  TG22: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  // general services: a wrench
  TG23: 'M14 4a5 5 0 0 0-5 6.5L3 17l4 4 6.5-6A5 5 0 0 0 20 9l-3 3-3-1-1-3 3-3a5 5 0 0 0-2-1z',
  // health: a cross in a shield
  TG24: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM12 8v8M8 12h8',
  // administration: a clipboard
  TG25: 'M6 4h12v17H6zM9 2h6v4H9zM9 10h6M9 14h6M9 18h4',
  // treasury: a piggy bank
  TG26: 'M4 11a7 6 0 0 1 13-2h2l1 3-2 1v3l-2 1v3h-3v-2H9v2H6v-3a6 6 0 0 1-2-6zM9 7V5h4M16 11h0',
  // management: a tie
  TG27: 'M9 3h6l-1 3 2 11-4 4-4-4 2-11z',
  // training: a graduation cap
  TG28: 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5M22 9v6',
  // other: a grid of four squares
  TG29: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
};

export const TASK_GROUP_ICON_CODES = Object.keys(LINES);

export const TaskGroupIcon = ({ code, className = 'h-6 w-6' }: { code: string; className?: string }) => (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
    data-task-group={code}
  >
    <path d={LINES[code] ?? LINES['TG29']} />
  </svg>
);
