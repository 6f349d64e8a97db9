// What the census and EDI pages share of an upload (decision 0052): the file checked in the browser by the
// server's own rules before it is sent, and the sending with its progress.
import { useCallback, useState } from 'react';
import { UPLOAD_HEAD_BYTES } from '@dental/domain';
import { uploadFile, useApiClient } from '@dental/ui';

/** The employees lists are read again after a file changed them (the employees area's key prefix). */
export const EMPLOYEES_KEY = ['employer-employees'] as const;

/**
 * A file refused before it is sent, as the server would refuse it: over the entry's size, or not of its kind
 * by its content (`looksRight` on its first bytes), never by its name.
 */
export async function uploadFileProblem(
  file: File,
  rule: { maxBytes: number; looksRight: (head: Uint8Array) => boolean; notRight: string },
): Promise<string | null> {
  if (file.size > rule.maxBytes) return `This file is larger than ${rule.maxBytes / (1024 * 1024)} MB`;
  const head = new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer());
  return rule.looksRight(head) ? null : rule.notRight;
}

/** Sends files with their progress (0 to 1; null when none is under way). */
export function useUploadWithProgress() {
  const client = useApiClient();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useCallback(
    async (path: string, file: File, query?: Record<string, string>): Promise<unknown> => {
      setProgress(0);
      try {
        return await uploadFile(client, path, file, { query, onProgress: setProgress });
      } finally {
        setProgress(null);
      }
    },
    [client],
  );
  return { progress, send };
}
