import { useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../lib/i18n';
import { TOOLS, type Command } from './editor-tools';

export type EditorToolbarProps = {
  /** The editor's id (the toolbar controls it). */
  controls: string;
  /** Which commands are on where the caret is. */
  pressed: Partial<Record<Command, boolean>>;
  linkOpen: boolean;
  onRun: (command: Command) => void;
  onLink: () => void;
};

/**
 * Whether the device has a keyboard's pointer companion (a mouse or touchpad): on a touch screen
 * alone the shortcuts are not offered (no title naming them, no `aria-keyshortcuts`).
 */
export const offersShortcuts = (): boolean =>
  typeof window.matchMedia !== 'function' ||
  window.matchMedia('(any-pointer: fine)').matches ||
  !window.matchMedia('(pointer: coarse)').matches;

const toolClass = (on: boolean) =>
  `min-h-11 min-w-11 rounded-md border px-2 text-base ${
    on ? 'border-primary bg-primary text-white' : 'border-edge bg-white text-ink'
  }`;

/**
 * The editor's labelled toolbar: one button a command, then the link's; one tab stop, arrow keys
 * (Home, End) move along it, `aria-pressed` follows the caret. A press never takes the focus from
 * the text (the selection stays where the command applies).
 */
export const EditorToolbar = ({ controls, pressed, linkOpen, onRun, onLink }: EditorToolbarProps) => {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [activeTool, setActiveTool] = useState(0);
  const [shortcuts] = useState(offersShortcuts);

  const toolbarKeys = (e: KeyboardEvent<HTMLDivElement>) => {
    const count = TOOLS.length + 1;
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (activeTool + 1) % count;
    else if (e.key === 'ArrowLeft') next = (activeTool - 1 + count) % count;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = count - 1;
    if (next === null) return;
    e.preventDefault();
    setActiveTool(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={t('messageCompose.editor.toolbar')}
      aria-controls={controls}
      onKeyDown={toolbarKeys}
      className="flex flex-wrap gap-1 border-b border-edge p-1"
    >
      {TOOLS.map((tool, i) => (
        <button
          key={tool.command}
          type="button"
          tabIndex={i === activeTool ? 0 : -1}
          aria-pressed={pressed[tool.command] ?? false}
          aria-label={t(tool.label)}
          aria-keyshortcuts={shortcuts ? tool.shortcut.replace('Ctrl', 'Control') : undefined}
          title={shortcuts ? `${t(tool.label)} (${tool.shortcut})` : t(tool.label)}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            setActiveTool(i);
            onRun(tool.command);
          }}
          className={`${toolClass(pressed[tool.command] ?? false)} ${tool.className ?? ''}`}
        >
          {/* drawn, not text: the button's name is its label (a glyph such as '1.' would read as a
              visible label the name lacks, WCAG 2.5.3) */}
          <span aria-hidden="true" data-glyph={tool.glyph} className="before:content-[attr(data-glyph)]" />
        </button>
      ))}
      <button
        type="button"
        tabIndex={activeTool === TOOLS.length ? 0 : -1}
        aria-label={t('messageCompose.editor.link')}
        aria-keyshortcuts={shortcuts ? 'Control+K' : undefined}
        aria-expanded={linkOpen}
        title={shortcuts ? `${t('messageCompose.editor.link')} (Ctrl+K)` : t('messageCompose.editor.link')}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          setActiveTool(TOOLS.length);
          onLink();
        }}
        className={`${toolClass(false)} underline`}
      >
        <span aria-hidden="true">{t('messageCompose.editor.linkGlyph')}</span>
      </button>
    </div>
  );
};
