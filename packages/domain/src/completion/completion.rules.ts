import type { Completion } from './completion.schema';

/** Gauge thresholds (spec 4, decisions): segment 1 lit above 0, then above 25, 50, 80. */
export const GAUGE_THRESHOLDS = [0, 25, 50, 80] as const;
export const CELEBRATION_THRESHOLD = 75;
export const CONFETTI_MS = 5000;

/** How many of the four segments are lit for a total. */
export const litSegments = (total: number): number => GAUGE_THRESHOLDS.filter((t) => total > t).length;

/** The celebration plays when the total crosses above 75 from a value in (0, 75]. */
export const shouldCelebrate = (previous: number, next: number): boolean =>
  previous > 0 && previous <= CELEBRATION_THRESHOLD && next > CELEBRATION_THRESHOLD;

/** Share (0..100, whole) of filled items. */
export const share = (filled: number, expected: number): number =>
  expected <= 0 ? 0 : Math.round((Math.min(filled, expected) / expected) * 100);

/** The total is the mean of the five areas. */
export const completionTotal = (c: Omit<Completion, 'total'>): number =>
  Math.round((c.file + c.skills + c.availability + c.account + c.curriculum) / 5);

/** Account fields the gauge expects filled (users table). */
export const ACCOUNT_COMPLETION_FIELDS = [
  'civility',
  'firstName',
  'lastName',
  'birthdate',
  'address',
  'zipCode',
  'city',
  'country',
  'phone',
  'secondaryEmail',
] as const;
export type AccountCompletionField = (typeof ACCOUNT_COMPLETION_FIELDS)[number];

/** The eight administrative documents of spec 3 ("other files" does not count). */
export const FOLDER_DOCUMENT_TYPES = [
  'BANK_DETAILS',
  'SIGNED_CONTRACT',
  'INSEE_CARD',
  'PROFESSIONAL_INSURANCE',
  'REGISTRATION_CERTIFICATE',
  'CRIMINAL_RECORD',
  'IDENTITY_DOCUMENT',
  'LAST_DIPLOMA',
] as const;
export type FolderDocumentType = (typeof FOLDER_DOCUMENT_TYPES)[number];
export const FOLDER_DOCUMENT_STATUSES = ['PENDING', 'VALIDATED', 'REJECTED'] as const;
export type FolderDocumentStatus = (typeof FOLDER_DOCUMENT_STATUSES)[number];

/** What the curriculum area counts: title, summary, years of experience, languages, the CV file. */
export const CURRICULUM_COMPLETION_ITEMS = 5;

/** Spec 3 skill kinds, graded 1 to 5. */
export const SKILL_KINDS = ['lang', 'computer', 'job', 'other'] as const;
export type SkillKind = (typeof SKILL_KINDS)[number];

export type CompletionInput = {
  account: Partial<Record<AccountCompletionField, string | null>>;
  /** The availability grid's cells as written (none when never written). */
  availability: readonly { value: boolean }[];
  documents: readonly {
    type: string;
    status: FolderDocumentStatus;
    /** YYYY-MM-DD, null when the document does not expire. */
    expirationDate: string | null;
  }[];
  skills: readonly { kind: string; grade: number | null }[];
  curriculum: {
    title: string | null;
    summary: string | null;
    experienceYears: number | null;
    languages: readonly string[];
  } | null;
  /** Whether the assistant has a current CV (a live PDF, decisions "Curriculum and CV"). */
  hasCv: boolean;
  /** Today in the business zone (YYYY-MM-DD), for the documents' expiry. */
  today: string;
};

const filledText = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== '';

/** A document counts when it is one of the eight, not rejected and not expired (the limit day counts). */
export const documentPresent = (d: CompletionInput['documents'][number], today: string): boolean =>
  (FOLDER_DOCUMENT_TYPES as readonly string[]).includes(d.type) &&
  d.status !== 'REJECTED' &&
  (d.expirationDate === null || d.expirationDate >= today);

/**
 * The skills area: the share of the four kinds with at least one skill graded 1 to 5 (the app
 * computes it too, to move the gauge as soon as a save is queued).
 */
export const skillsShare = (skills: readonly { kind: string; grade: number | null }[]): number => {
  const gradedKinds = new Set(
    skills
      .filter((s) => s.grade !== null && s.grade >= 1 && s.grade <= 5)
      .map((s) => s.kind)
      .filter((k) => (SKILL_KINDS as readonly string[]).includes(k)),
  );
  return share(gradedKinds.size, SKILL_KINDS.length);
};

/**
 * The five areas and their mean (decisions "Availability and profile"): account = its ten fields
 * filled; availability = 100 once the grid was written with at least one available half-day, else 0;
 * file = the eight documents present; skills = the four kinds with at least one graded skill;
 * curriculum = title, summary, experienceYears, a non-empty language list and the CV file.
 */
export const computeCompletion = (input: CompletionInput): Completion => {
  const account = share(
    ACCOUNT_COMPLETION_FIELDS.filter((f) => filledText(input.account[f])).length,
    ACCOUNT_COMPLETION_FIELDS.length,
  );
  const availability = input.availability.some((c) => c.value) ? 100 : 0;
  const presentTypes = new Set(
    input.documents.filter((d) => documentPresent(d, input.today)).map((d) => d.type),
  );
  const file = share(presentTypes.size, FOLDER_DOCUMENT_TYPES.length);
  const skills = skillsShare(input.skills);
  const cv = input.curriculum;
  const curriculum = share(
    (cv
      ? [
          filledText(cv.title),
          filledText(cv.summary),
          cv.experienceYears !== null,
          cv.languages.some(filledText),
        ].filter(Boolean).length
      : 0) + (input.hasCv ? 1 : 0),
    CURRICULUM_COMPLETION_ITEMS,
  );
  const areas = { file, skills, availability, account, curriculum };
  return { ...areas, total: completionTotal(areas) };
};
