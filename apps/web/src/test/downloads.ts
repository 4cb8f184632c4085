import { vi } from 'vitest';

export interface CaughtDownload {
  filename: string;
  /** The downloaded file's content, read back from the Blob handed to the browser. */
  blob: Blob;
}

/**
 * Catches what a page hands the browser to save (an object URL clicked with `download`): jsdom neither makes
 * object URLs nor saves files. Answers the downloads, in order.
 */
export function catchDownloads(): CaughtDownload[] {
  const blobs = new Map<string, Blob>();
  const caught: CaughtDownload[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:http://localhost/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => void blobs.delete(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) caught.push({ filename: this.download, blob });
  });
  return caught;
}
