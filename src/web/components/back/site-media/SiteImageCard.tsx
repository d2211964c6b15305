import { useEffect, useId, useState, type FormEvent } from 'react';
import { PICTURE_UPLOAD_LIMITS, UPLOAD_LIMIT_VALUES } from '../../../../domain/catalogue/product-pictures';
import { SITE_IMAGES, type SiteImageItem } from '../../../../domain/site-images';
import { useApiMessage } from '../parameters/use-parameter-form';
import { uploadFiles } from '../upload-files';
import { useBackTranslation } from '../use-back-translation';

/**
 * One picture of the site (spec back-office section 2): what it is for and the size it is cut
 * to, its preview, a file picker (with a preview of the chosen file) and a validate button
 * that sends it, with its progress. A refusal is said under the picker and changes nothing.
 */
export function SiteImageCard({ image }: { image: SiteImageItem }) {
  const { t } = useBackTranslation();
  const apiMessage = useApiMessage();
  const id = useId();
  const { recipe } = SITE_IMAGES.find((candidate) => candidate.slot === image.slot)!;
  const title = t(`siteMedia.slots.${image.slot}`);
  const [current, setCurrent] = useState(image.url);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // A new picker after each upload: the chosen file is gone from it.
  const [pickerKey, setPickerKey] = useState(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
    setError('');
    setNotice('');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    if (!file) return setError(t('siteMedia.noFile'));
    // Refused here without being sent: the server would refuse it once received.
    if (file.size > PICTURE_UPLOAD_LIMITS.maxFileBytes) return setError(t('pictures.errors.tooLarge', { name: file.name, ...UPLOAD_LIMIT_VALUES }));
    setProgress(0);
    const result = await uploadFiles<SiteImageItem>('PUT', `/api/admin/site-images/${image.slot}`, [file], setProgress);
    setProgress(null);
    if (!result.ok) return setError(apiMessage(result.error));
    setCurrent(result.data.url);
    choose(null);
    setPickerKey((key) => key + 1);
    setNotice(t('siteMedia.replaced', { title }));
  };

  return (
    <section className="site-media__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="address-form__hint">{t(`siteMedia.uses.${image.slot}`, recipe.outputs[0])}</p>
      <div className="site-media__previews">
        <figure>
          {current ? <img src={current} alt={t('siteMedia.currentAlt', { title })} /> : <p>{t('siteMedia.none')}</p>}
          <figcaption>{t('siteMedia.current')}</figcaption>
        </figure>
        {preview && (
          <figure>
            <img src={preview} alt={t('siteMedia.chosenAlt', { title })} />
            <figcaption>{t('siteMedia.chosen')}</figcaption>
          </figure>
        )}
      </div>
      <form className="site-media__form" noValidate onSubmit={send} aria-busy={progress !== null || undefined}>
        {/* Named with its picture for screen readers, who move between the page's nine pickers. */}
        <label htmlFor={`${id}-file`} className="address-form__label">
          {t('siteMedia.choose')}
          <span className="visually-hidden">{t('siteMedia.chooseFor', { title })}</span>
        </label>
        <input
          key={pickerKey}
          id={`${id}-file`}
          type="file"
          accept={PICTURE_UPLOAD_LIMITS.mimeTypes.join(',')}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {progress !== null && <progress max={1} value={progress} aria-label={t('siteMedia.uploading')} />}
        <button type="submit" className="button" aria-label={t('siteMedia.validateLabel', { title })} aria-disabled={progress !== null || undefined}>
          {t('siteMedia.validate')}
        </button>
      </form>
      <div role="alert">
        {error && (
          <p id={`${id}-error`} className="address-form__error">
            {error}
          </p>
        )}
      </div>
      <p role="status" className="parameters__notice">
        {notice}
      </p>
    </section>
  );
}
