import { useEffect, useRef, useState } from 'react';
import { PICTURE_UPLOAD_LIMITS, UPLOAD_LIMIT_VALUES, type UploadedPicture } from '../../../../domain/catalogue/product-pictures';
import { useBackTranslation } from '../use-back-translation';
import { uploadFiles } from '../upload-files';

/** A file on its way: its local preview (a blob: URL) and how much of it has been sent (0 to 1). */
export type PendingUpload = { key: number; name: string; preview: string; progress: number };
export type UploadFailure = { key: number; message: string };

/**
 * Sends chosen files one request each, one after the other (the order staff chose is the order
 * they join the list), with each file's progress, and keeps each refused file's message until
 * it is dismissed. A file over the size limit is refused here without being sent.
 */
export function usePictureUploads(onUploaded: (pictures: UploadedPicture[]) => void) {
  const { t } = useBackTranslation();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const nextKey = useRef(0);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const fail = (message: string) => setFailures((list) => [...list, { key: nextKey.current++, message }]);

  const send = async (files: readonly File[]) => {
    const queue: { file: File; upload: PendingUpload }[] = [];
    for (const file of files) {
      if (file.size > PICTURE_UPLOAD_LIMITS.maxFileBytes) fail(t('pictures.errors.tooLarge', { name: file.name, ...UPLOAD_LIMIT_VALUES }));
      else queue.push({ file, upload: { key: nextKey.current++, name: file.name, preview: URL.createObjectURL(file), progress: 0 } });
    }
    setPending((list) => [...list, ...queue.map((entry) => entry.upload)]);
    for (const { file, upload } of queue) {
      const result = await uploadFiles<{ pictures: UploadedPicture[] }>('POST', '/api/admin/product-pictures', [file], (progress) =>
        setPending((list) => list.map((entry) => (entry.key === upload.key ? { ...entry, progress } : entry))),
      );
      setPending((list) => list.filter((entry) => entry.key !== upload.key));
      URL.revokeObjectURL(upload.preview);
      if (result.ok) uploaded.current(result.data.pictures);
      else fail(result.error.message || t('pictures.errors.network', { name: file.name }));
    }
  };

  const dismiss = (key: number) => setFailures((list) => list.filter((failure) => failure.key !== key));

  return { pending, failures, send, dismiss };
}
