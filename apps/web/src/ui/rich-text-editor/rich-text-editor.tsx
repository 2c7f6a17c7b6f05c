import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { t } from '../../lib/i18n';
import { shortcutOf, TOOLS, type Command } from './editor-tools';
import { htmlFromPlainText, normaliseElement, normaliseHtml } from './rich-text-html';
import { EditorToolbar } from './editor-toolbar';
import { LinkPrompt } from './link-prompt';

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
  const savedRange = useRef<Range | null>(null);
  const [pressed, setPressed] = useState<Partial<Record<Command, boolean>>>({});
  const [linkOpen, setLinkOpen] = useState(false);
  // a new prompt (empty, no error) at each opening, even when one is open
  const [linkPrompt, setLinkPrompt] = useState(0);

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
    setLinkPrompt((n) => n + 1);
    setLinkOpen(true);
  };

  const closeLink = () => {
    setLinkOpen(false);
    editorRef.current?.focus();
  };

  const addLink = (href: string, typed: string) => {
    const el = editorRef.current;
    el?.focus();
    const sel = document.getSelection();
    if (sel && savedRange.current) {
      sel.removeAllRanges();
      sel.addRange(savedRange.current);
    }
    if (!sel || sel.rangeCount === 0 || sel.isCollapsed) {
      // nothing selected: the address itself becomes the link's text
      const text = typed.trim().replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
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

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="font-semibold">
        {label}
      </span>
      <div className={`rounded-lg border ${error ? 'border-error' : 'border-edge'} bg-white`}>
        <EditorToolbar controls={id} pressed={pressed} linkOpen={linkOpen} onRun={run} onLink={openLink} />
        {linkOpen && <LinkPrompt key={linkPrompt} id={id} onAdd={addLink} onCancel={closeLink} />}
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
