import type { TranslationKey } from '../../lib/i18n';

/* The editor's formatting commands: its toolbar's buttons and their keyboard shortcuts. */

export type Command =
  'bold' | 'italic' | 'underline' | 'strikeThrough' | 'insertUnorderedList' | 'insertOrderedList';

export type Tool = {
  command: Command;
  label: TranslationKey;
  glyph: string;
  shortcut: string;
  className?: string;
};

export const TOOLS: readonly Tool[] = [
  {
    command: 'bold',
    label: 'messageCompose.editor.bold',
    glyph: 'B',
    shortcut: 'Ctrl+B',
    className: 'font-bold',
  },
  {
    command: 'italic',
    label: 'messageCompose.editor.italic',
    glyph: 'I',
    shortcut: 'Ctrl+I',
    className: 'italic',
  },
  {
    command: 'underline',
    label: 'messageCompose.editor.underline',
    glyph: 'U',
    shortcut: 'Ctrl+U',
    className: 'underline',
  },
  {
    command: 'strikeThrough',
    label: 'messageCompose.editor.strike',
    glyph: 'S',
    shortcut: 'Ctrl+Shift+X',
    className: 'line-through',
  },
  {
    command: 'insertUnorderedList',
    label: 'messageCompose.editor.bulletList',
    glyph: '•',
    shortcut: 'Ctrl+Shift+8',
  },
  {
    command: 'insertOrderedList',
    label: 'messageCompose.editor.numberedList',
    glyph: '1.',
    shortcut: 'Ctrl+Shift+7',
  },
];

/** The shortcut of a key press (Ctrl or Cmd), or null. */
export const shortcutOf = (e: {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): Command | 'link' | null => {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (!e.shiftKey) {
    if (key === 'b') return 'bold';
    if (key === 'i') return 'italic';
    if (key === 'u') return 'underline';
    if (key === 'k') return 'link';
    return null;
  }
  if (key === 'x') return 'strikeThrough';
  if (key === '8' || key === '*' || e.code === 'Digit8') return 'insertUnorderedList';
  if (key === '7' || key === '&' || e.code === 'Digit7') return 'insertOrderedList';
  return null;
};
