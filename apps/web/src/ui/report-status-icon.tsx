import type { ReportIcon } from '@relais/domain/rules';
import { t, type TranslationKey } from '../lib/i18n';

/** Spec 4 report icons: a shape and a colour per state, never the colour alone, with a visible label. */
const SHAPES: Record<ReportIcon, { path: string; tone: string }> = {
  // a dashed circle: nothing to do yet
  none: {
    path: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16z',
    tone: 'text-muted',
  },
  // a pencil: the report must be written
  needed: {
    path: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
    tone: 'text-primary',
  },
  // an hourglass: submitted, the provider checks it
  awaiting_validation: {
    path: 'M6 2v6h.01L6 8.01 10 12l-4 4 .01.01H6V22h12v-5.99h-.01L18 16l-4-4 4-3.99-.01-.01H18V2H6zm10 14.5V20H8v-3.5l4-4 4 4zm-4-5-4-4V4h8v3.5l-4 4z',
    tone: 'text-secondary',
  },
  // a check in a circle: validated
  validated: {
    path: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
    tone: 'text-success',
  },
  // an exclamation mark in a circle: rejected, to correct
  error: {
    path: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
    tone: 'text-error',
  },
  // a cloud with a slash: a change waits for the network
  awaiting_connection: {
    path: 'M19.35 10.04A7.49 7.49 0 0 0 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46A5.5 5.5 0 0 1 17.5 11.5v.5H19a3 3 0 0 1 1.65 5.5l1.41 1.41A5 5 0 0 0 19.35 10.04zM3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14a6 6 0 0 0 6 6h11.73l2 2L21 20.73 4.27 4 3 5.27zM7.73 10l8 8H6a4 4 0 0 1 0-8h1.73z',
    tone: 'text-muted',
  },
};

const LABELS: Record<ReportIcon, TranslationKey> = {
  none: 'interventions.status.none',
  needed: 'interventions.status.needed',
  awaiting_validation: 'interventions.status.awaiting_validation',
  validated: 'interventions.status.validated',
  error: 'interventions.status.error',
  awaiting_connection: 'interventions.status.awaiting_connection',
};

/** The translated label of a report icon (for lists that need the text alone). */
export const reportStatusLabel = (icon: ReportIcon): string => t(LABELS[icon]);

export type ReportStatusIconProps = {
  icon: ReportIcon;
  /** Hide the visible label (the icon then carries it as its accessible name). */
  compact?: boolean;
  className?: string;
};

export const ReportStatusIcon = ({ icon, compact = false, className = '' }: ReportStatusIconProps) => {
  const { path, tone } = SHAPES[icon];
  const label = reportStatusLabel(icon);
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm font-semibold ${tone} ${className}`}
      data-report-icon={icon}
    >
      <svg
        viewBox="0 0 24 24"
        fill="currentColor"
        className="h-5 w-5 shrink-0"
        focusable="false"
        {...(compact ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        <path d={path} />
      </svg>
      {compact ? null : <span>{label}</span>}
    </span>
  );
};
