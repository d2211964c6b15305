import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  appendPictures,
  chooseCard,
  movePicture,
  picturesPerColour,
  removePicture,
  setPictureColour,
} from '../../../../domain/catalogue/picture-list';
import { PICTURE_UPLOAD_LIMITS, UPLOAD_LIMIT_VALUES, type PictureItem } from '../../../../domain/catalogue/product-pictures';
import { productPictureSize } from '../../../../domain/images';
import { ConfirmDialog } from '../../dialog/ConfirmDialog';
import type { FieldBinding } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';
import { PictureCard, type Colour, type MoveButton } from './PictureCard';
import { usePictureUploads } from './use-picture-uploads';
import './product-pictures.css';

export type { Colour };

type Props = {
  /** The form's binding of the list ('pictures'): the file picker takes its id (the form focuses it), the message shows under it. */
  field: FieldBinding;
  /** The product's pictures in the storefront's order; exactly one is the card picture when there are any. */
  value: PictureItem[];
  onChange(next: PictureItem[]): void;
  /** The colours a picture may show, named in the page's language. */
  colours: readonly Colour[];
  /** Told when uploads start and end: the product must not be saved while pictures are on their way. */
  onUploadingChange?(uploading: boolean): void;
  disabled?: boolean;
};

/** Dragging a picture of the list (not a file): its index. */
const PICTURE_DRAG_TYPE = 'application/x-atelier-picture';
const ACCEPT = PICTURE_UPLOAD_LIMITS.mimeTypes.join(',');

/**
 * A product's pictures in the back office (spec back-office sections 2 and 4): files chosen or
 * dropped are uploaded at once, one request each, with their progress; each picture gets a
 * colour (so the storefront's gallery follows the chosen colour), a place (dragged, or moved
 * with buttons from the keyboard), may be the card picture, and may be deleted after a
 * confirmation. A controlled component: the list is the form's, and the product's save sends
 * it (`picturesInput`), which attaches the uploads and erases the deleted pictures.
 */
export function ProductPictures({ field, value, onChange, colours, onUploadingChange, disabled = false }: Props) {
  const { t } = useBackTranslation();
  const ids = { title: useId(), hints: useId(), card: useId(), pending: useId() };
  const errorId = `${field.id}-error`;
  const [announcement, setAnnouncement] = useState('');
  const [dropping, setDropping] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const focusAfterMove = useRef<{ id: number; button: MoveButton } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLFieldSetElement>(null);

  // Uploads end while other changes happen: each change builds on the latest list, not on the render's.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (next: PictureItem[]) => {
    latest.current = next;
    onChange(next);
  };

  const uploads = usePictureUploads((pictures) => change(appendPictures(latest.current, pictures)));
  const uploading = uploads.pending.length > 0;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  // After a move (once the list has rendered it), the pressed button, or at an end of the list its twin, keeps the focus.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, button } = focusAfterMove.current;
    focusAfterMove.current = null;
    const pressed = moveButtons.current.get(`${id}-${button}`);
    const twin = moveButtons.current.get(`${id}-${button === 'up' ? 'down' : 'up'}`);
    (pressed && !pressed.disabled ? pressed : twin)?.focus();
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    change(movePicture(value, from, to));
    setAnnouncement(t('pictures.moved', { n: to + 1, total: value.length }));
  };

  const onFileDrop = (event: DragEvent<HTMLDivElement>) => {
    setDropping(false);
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    if (!disabled) void uploads.send([...event.dataTransfer.files]);
  };

  const counts = [...picturesPerColour(value)].map(([colorId, count]) => ({
    key: colorId ?? 'all',
    colour: colorId === null ? t('pictures.allColours') : (colours.find((c) => c.id === colorId)?.name ?? '?'),
    count,
  }));

  return (
    <section className="product-pictures" aria-labelledby={ids.title}>
      <h2 id={ids.title}>
        {t('pictures.title')}
        <span className="address-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      </h2>
      <div id={ids.hints} className="product-pictures__hints">
        <p>{t('pictures.advice')}</p>
        <p>{t('pictures.fileNames')}</p>
        <p>{t('pictures.limits', UPLOAD_LIMIT_VALUES)}</p>
      </div>

      <div
        className={`product-pictures__drop${dropping ? ' product-pictures__drop--over' : ''}`}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onFileDrop}
      >
        <label htmlFor={field.id} className="product-pictures__choose">
          {t('pictures.choose')}
        </label>
        <input
          id={field.id}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={disabled}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${ids.hints} ${errorId}` : ids.hints}
          onBlur={field.touch}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared so that choosing the same file again (after a refusal) sends it again.
            event.target.value = '';
            void uploads.send(files);
          }}
        />
        <span>{t('pictures.drop')}</span>
      </div>
      {field.error && (
        <p id={errorId} className="address-form__error">
          {field.error}
        </p>
      )}

      {uploads.pending.length > 0 && (
        <ul className="product-pictures__pending">
          {uploads.pending.map((upload) => (
            <li key={upload.key}>
              <img src={upload.preview} alt="" {...productPictureSize(64)} />
              <span id={`${ids.pending}-${upload.key}`}>{t('pictures.uploading', { name: upload.name })}</span>
              <progress max={1} value={upload.progress} aria-labelledby={`${ids.pending}-${upload.key}`} />
            </li>
          ))}
        </ul>
      )}

      {uploads.failures.length > 0 && (
        <ul className="product-pictures__failures" aria-label={t('pictures.failures')}>
          {uploads.failures.map((failure) => (
            <li key={failure.key}>
              <p role="alert" className="message message--error">
                {failure.message}
              </p>
              <button type="button" onClick={() => uploads.dismiss(failure.key)}>
                {t('pictures.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      )}

      <fieldset ref={listRef} tabIndex={-1} className="product-pictures__list">
        <legend>{t('pictures.list')}</legend>
        {value.length === 0 ? (
          <p>{t('pictures.empty')}</p>
        ) : (
          <>
            <ul className="product-pictures__counts">
              {counts.map(({ key, colour, count }) => (
                <li key={key}>{t('pictures.perColour', { colour, count })}</li>
              ))}
            </ul>
            <ol className="product-pictures__items">
              {value.map((item, index) => (
                <PictureCard
                  key={item.id}
                  item={item}
                  index={index}
                  count={value.length}
                  colours={colours}
                  cardGroup={ids.card}
                  disabled={disabled}
                  onColour={(colorId) => change(setPictureColour(value, item.id, colorId))}
                  onCard={() => change(chooseCard(value, item.id))}
                  onMove={(button) => {
                    move(index, button === 'up' ? index - 1 : index + 1);
                    focusAfterMove.current = { id: item.id, button };
                  }}
                  onRemove={() => setRemoving(item.id)}
                  moveButtonRef={(button, element) => {
                    if (element) moveButtons.current.set(`${item.id}-${button}`, element);
                    else moveButtons.current.delete(`${item.id}-${button}`);
                  }}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(PICTURE_DRAG_TYPE, String(index));
                    event.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragOver={(event) => {
                    if (!event.dataTransfer.types.includes(PICTURE_DRAG_TYPE)) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(event) => {
                    const from = Number(event.dataTransfer.getData(PICTURE_DRAG_TYPE));
                    if (!event.dataTransfer.types.includes(PICTURE_DRAG_TYPE) || !Number.isInteger(from)) return;
                    event.preventDefault();
                    move(from, index);
                  }}
                />
              ))}
            </ol>
          </>
        )}
      </fieldset>

      <p role="status" className="visually-hidden">
        {announcement}
      </p>

      <ConfirmDialog
        open={removing !== null}
        question={t('pictures.removeQuestion')}
        text={t('pictures.removeText')}
        cancelLabel={t('pictures.cancel')}
        confirmLabel={t('pictures.confirm')}
        onConfirm={async () => {
          if (removing !== null) change(removePicture(latest.current, removing));
          setAnnouncement(t('pictures.removed'));
          return null;
        }}
        onClose={(done) => {
          setRemoving(null);
          // The deleted picture's button is gone: the list keeps the focus.
          if (done) listRef.current?.focus();
        }}
      />
    </section>
  );
}
