import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { htmlFromPlainText, linkFromInput, normaliseElement, normaliseHtml } from '../model/rich-text-html';

type Command =
  'bold' | 'italic' | 'underline' | 'strikeThrough' | 'insertUnorderedList' | 'insertOrderedList';

type Tool = { command: Command; label: TranslationKey; glyph: string; shortcut: string; className?: string };

const TOOLS: readonly Tool[] = [
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

// document.execCommand is the browsers' own editing engine (deprecated in name, kept by every
// browser and what contentEditable editors rest on); its output is normalised after each change.
const exec = (command: string, value?: string): void => {
  document.execCommand(command, false, value);
};
const stateOf = (command: Command): boolean => {
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
};

export type RichTextEditorProps = {
  label: string;
  /** The initial HTML (a draft's): shown normalised; later changes of the prop are ignored. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  /** Called when focus leaves the editor (a draft save). */
  onBlur?: () => void;
};

/**
 * A small rich-text editor on contentEditable, limited to the spec's tags (bold, italic, underline,
 * strike, bulleted and numbered lists, http/https/mailto links): a labelled toolbar (arrow keys move
 * along it, `aria-pressed` follows the caret), a labelled multi-line textbox, keyboard shortcuts,
 * paste cleaned to the same tags. What it hands on is always normalised HTML (`normaliseElement`).
 */
export const RichTextEditor = ({ label, initialHtml, onChange, error, onBlur }: RichTextEditorProps) => {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const editorRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [pressed, setPressed] = useState<Partial<Record<Command, boolean>>>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState(false);
  const [activeTool, setActiveTool] = useState(0);

  useEffect(() => {
    const el = editorRef.current;
    if (!el) return;
    // only ever HTML of the allow-list (no attribute but a checked href) reaches the live document
    el.innerHTML = normaliseHtml(initialHtml);
    try {
      document.execCommand('defaultParagraphSeparator', false, 'p');
      document.execCommand('styleWithCSS', false, 'false');
    } catch {
      // older engines: the normaliser turns their divs into paragraphs anyway
    }
    // the initial value only: the editor owns its DOM from here on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const update = () => {
      const el = editorRef.current;
      const sel = document.getSelection();
      if (!el || !sel?.anchorNode || !el.contains(sel.anchorNode)) return;
      setPressed(Object.fromEntries(TOOLS.map((tool) => [tool.command, stateOf(tool.command)])));
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  const changed = () => {
    const el = editorRef.current;
    if (el) onChange(normaliseElement(el));
  };

  const run = (command: Command) => {
    editorRef.current?.focus();
    exec(command);
    setPressed((p) => ({ ...p, [command]: stateOf(command) }));
    changed();
  };

  const openLink = () => {
    const sel = document.getSelection();
    const el = editorRef.current;
    savedRange.current =
      sel && sel.rangeCount > 0 && el?.contains(sel.anchorNode) ? sel.getRangeAt(0).cloneRange() : null;
    setLinkText('');
    setLinkError(false);
    setLinkOpen(true);
  };

  const addLink = () => {
    const href = linkFromInput(linkText);
    if (!href) {
      setLinkError(true);
      return;
    }
    const el = editorRef.current;
    el?.focus();
    const sel = document.getSelection();
    if (sel && savedRange.current) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    }
    if (!sel || sel.rangeCount === 0 || sel.isCollapsed) {
      // nothing selected: the address itself becomes the link's text
      const text = linkText.trim().replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      exec(
        'insertHTML',
        `<a href="${href.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">${text}</a>&nbsp;`,
      );
    } else exec('createLink', href);
    setLinkOpen(false);
    changed();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const command = shortcutOf(e);
    if (!command) return;
    e.preventDefault();
    if (command === 'link') openLink();
    else run(command);
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    const clean = html ? normaliseHtml(html) : htmlFromPlainText(e.clipboardData.getData('text/plain'));
    if (clean !== '') exec('insertHTML', clean);
    changed();
  };

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

  const toolClass = (on: boolean) =>
    `min-h-11 min-w-11 rounded-md border px-2 text-base ${
      on ? 'border-primary bg-primary text-white' : 'border-edge bg-white text-ink'
    }`;

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="font-semibold">
        {label}
      </span>
      <div className={`rounded-lg border ${error ? 'border-error' : 'border-edge'} bg-white`}>
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label={t('messageCompose.editor.toolbar')}
          aria-controls={id}
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
              aria-keyshortcuts={tool.shortcut.replace('Ctrl', 'Control')}
              title={`${t(tool.label)} (${tool.shortcut})`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setActiveTool(i);
                run(tool.command);
              }}
              className={`${toolClass(pressed[tool.command] ?? false)} ${tool.className ?? ''}`}
            >
              <span aria-hidden="true">{tool.glyph}</span>
            </button>
          ))}
          <button
            type="button"
            tabIndex={activeTool === TOOLS.length ? 0 : -1}
            aria-label={t('messageCompose.editor.link')}
            aria-keyshortcuts="Control+K"
            aria-expanded={linkOpen}
            title={`${t('messageCompose.editor.link')} (Ctrl+K)`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setActiveTool(TOOLS.length);
              openLink();
            }}
            className={`${toolClass(false)} underline`}
          >
            <span aria-hidden="true">{t('messageCompose.editor.linkGlyph')}</span>
          </button>
        </div>
        {linkOpen && (
          <div className="flex flex-col gap-2 border-b border-edge p-2">
            <label className="flex flex-col gap-1">
              <span>{t('messageCompose.editor.linkAddress')}</span>
              <input
                autoFocus
                type="url"
                inputMode="url"
                value={linkText}
                aria-invalid={linkError || undefined}
                aria-describedby={linkError ? `${id}-link-error` : undefined}
                onChange={(e) => {
                  setLinkText(e.target.value);
                  setLinkError(false);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addLink();
                  } else if (e.key === 'Escape') {
                    e.preventDefault();
                    setLinkOpen(false);
                    editorRef.current?.focus();
                  }
                }}
                className="min-h-11 rounded-md border border-edge px-3"
              />
            </label>
            {linkError && (
              <p id={`${id}-link-error`} className="m-0 text-error">
                {t('messageCompose.editor.linkInvalid')}
              </p>
            )}
            <div className="flex gap-2">
              <Button type="button" onClick={addLink}>
                {t('messageCompose.editor.linkAdd')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setLinkOpen(false);
                  editorRef.current?.focus();
                }}
              >
                {t('messageCompose.editor.linkCancel')}
              </Button>
            </div>
          </div>
        )}
        <div
          ref={editorRef}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={changed}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="min-h-48 p-3 [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6 outline-none focus-visible:outline-2 focus-visible:outline-primary"
        />
      </div>
      <p id={hintId} className="m-0 text-sm text-muted">
        {t('messageCompose.editor.hint')}
      </p>
      {error && (
        <p id={errorId} className="m-0 text-error">
          {error}
        </p>
      )}
    </div>
  );
};
