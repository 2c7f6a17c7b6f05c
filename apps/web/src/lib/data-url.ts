/** A blob as a data URL (small images kept in the query cache, shown without a network). */
export const blobToDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable blob'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsDataURL(blob);
  });
