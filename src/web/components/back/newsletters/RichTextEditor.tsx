import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldBinding } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';

type Props = {
  label: string;
  hint: string;
  field: FieldBinding;
  /** The HTML the editor opens with; later changes come from the editor only. */
  initialHtml: string;
  onChange(html: string): void;
};

/** What the mail's allow-list keeps (ADR 19): the editor offers nothing else, so what is typed is what is sent. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener', target: '_blank' } },
  }),
];

const LINK = /^(https?:\/\/|mailto:)\S+$/i;

type Tool = { key: string; active?: (editor: Editor) => boolean; run: (editor: Editor) => void; enabled?: (editor: Editor) => boolean };

const TOOLS: Tool[] = [
  { key: 'bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'strike', active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  { key: 'heading2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'heading3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bulletList', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'orderedList', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'blockquote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: 'rule', run: (e) => e.chain().focus().setHorizontalRule().run() },
  { key: 'undo', run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { key: 'redo', run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

/**
 * The newsletter's content editor (Tiptap, ADR 19): it writes clean HTML from a small schema
 * (paragraphs, two heading levels, bold, italic, underline, strikethrough, lists, quotes,
 * rules, links), which the server sanitises again. Keyboard first: the editable area is a
 * labelled multi-line textbox with the usual shortcuts; the toolbar is one tab stop whose
 * buttons the arrow keys move between (WAI-ARIA toolbar), each named and saying whether it is
 * on (aria-pressed); the link button opens a labelled address field under the toolbar.
 */
export function RichTextEditor({ label, hint, field, initialHtml, onChange }: Props) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hintId, field.error ? errorId : null].filter(Boolean).join(' ');
  const attributes = {
    id: field.id,
    class: 'rich-text__editable',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-required': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    ...(field.error ? { 'aria-invalid': 'true' } : {}),
  };

  const editor = useEditor({
    extensions,
    content: initialHtml,
    // The page renders in the browser only; created after the first render, like the page's other effects.
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => field.touch(),
  });

  // The error state changes after the editor exists: its attributes follow.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  return (
    <div className="address-form__field rich-text">
      <span>
        {/* A contenteditable area is not labelable: the label names it through aria-labelledby, and a click on it still focuses it. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <span id={labelId} className="address-form__label" onClick={() => editor?.commands.focus()}>
          {label}
        </span>
        <span className="address-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <p id={hintId} className="address-form__hint">
        {hint}
      </p>
      {editor && <Toolbar editor={editor} controls={field.id} />}
      <EditorContent editor={editor} className="rich-text__content" />
      {field.error && (
        <p id={errorId} className="address-form__error">
          {field.error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const { t } = useBackTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: TOOLS.map((tool) => tool.active?.(current) ?? null),
      enabled: TOOLS.map((tool) => tool.enabled?.(current) ?? true),
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const count = TOOLS.length + 1;

  /** Arrow keys, Home and End move between the buttons; Tab leaves the toolbar. */
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % count
        : event.key === 'ArrowLeft'
          ? (current - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div role="toolbar" aria-label={t('newsletters.editor.toolbar')} aria-controls={controls} className="rich-text__toolbar" onKeyDown={move}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.key}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            className={`rich-text__tool rich-text__tool--${tool.key}`}
            tabIndex={index === current ? 0 : -1}
            aria-pressed={state.active[index] ?? undefined}
            aria-disabled={state.enabled[index] ? undefined : true}
            onFocus={() => setCurrent(index)}
            onClick={() => state.enabled[index] && tool.run(editor)}
          >
            {t(`newsletters.editor.${tool.key}`)}
          </button>
        ))}
        <button
          ref={(button) => {
            buttons.current[TOOLS.length] = button;
          }}
          type="button"
          className="rich-text__tool"
          tabIndex={current === TOOLS.length ? 0 : -1}
          aria-pressed={state.link}
          aria-expanded={linkOpen}
          onFocus={() => setCurrent(TOOLS.length)}
          onClick={() => setLinkOpen(!linkOpen)}
        >
          {t('newsletters.editor.link')}
        </button>
      </div>
      {linkOpen && (
        <LinkField
          editor={editor}
          href={state.href}
          linked={state.link}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
    </>
  );
}

/**
 * The link's address, for the selected words (or the link the caret is in); with nothing
 * selected, the address itself is written as a link. Enter applies, Escape closes: the field
 * sits inside the article's form, which must not be sent from here.
 */
function LinkField({ editor, href, linked, onClose }: { editor: Editor; href: string; linked: boolean; onClose(): void }) {
  const { t } = useBackTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState(href);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const url = value.trim();
    if (!LINK.test(url)) {
      setError(true);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !linked)
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  };

  return (
    <div className="rich-text__link">
      <label htmlFor={inputId} className="address-form__label">
        {t('newsletters.editor.linkUrl')}
      </label>
      <p id={hintId} className="address-form__hint">
        {t('newsletters.editor.linkHint')}
      </p>
      <input
        ref={input}
        id={inputId}
        className="address-form__input"
        type="text"
        inputMode="url"
        autoComplete="url"
        value={value}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          setValue(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      {error && (
        <p id={errorId} className="address-form__error" role="alert">
          {t('newsletters.editor.linkInvalid')}
        </p>
      )}
      <div className="rich-text__link-actions">
        <button type="button" className="button" onClick={apply}>
          {t('newsletters.editor.linkApply')}
        </button>
        {linked && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t('newsletters.editor.linkRemove')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('newsletters.editor.linkClose')}
        </button>
      </div>
    </div>
  );
}
