import { messages } from '@/web/i18n/messages.ts';

/** Who a picture or document belongs to; documents only go to auctions and lots. */
export type TMediaOwner = 'auction' | 'lot' | 'sale' | 'sale-lot';

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * Uploads one picture or document. fetch cannot report upload progress; XMLHttpRequest can, so each file
 * gets its own bar. The caller refreshes the admin queries once every file is done.
 */
export const uploadMedia = ({
  kind,
  owner,
  ownerId,
  file,
  onProgress,
}: {
  kind: 'images' | 'files';
  owner: TMediaOwner;
  ownerId: number;
  file: File;
  onProgress: (percent: number) => void;
}) =>
  new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/media/${kind}?owner=${owner}&ownerId=${ownerId}`);
    request.withCredentials = true;
    request.setRequestHeader('x-xsrf-token', decodeURIComponent(readCookie('XSRF-TOKEN') ?? ''));
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      if (request.status < 300) return resolve();
      try {
        reject(new Error(JSON.parse(request.responseText).error.message));
      } catch {
        reject(new Error(messages.admin.media.uploadFailed));
      }
    };
    request.onerror = () => reject(new Error(messages.admin.media.connectionLost));
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
