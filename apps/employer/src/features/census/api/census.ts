import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CENSUS_CHECK_PATH,
  CENSUS_IMPORT_PATH,
  CENSUS_MAX_BYTES,
  looksLikeCsv,
  UPLOAD_HEAD_BYTES,
  type CensusCheckResponse,
  type CensusUploadResponse,
} from '@dental/domain';
import { uploadFile, useApiClient } from '@dental/ui';

/** The employees lists are read again after an import (the employees area's key prefix). */
const EMPLOYEES_KEY = ['employer-employees'] as const;

/** A file refused before it is sent, with the server's own messages (decision 0052: checked by content). */
export async function censusFileProblem(file: File): Promise<string | null> {
  if (file.size > CENSUS_MAX_BYTES) return `This file is larger than ${CENSUS_MAX_BYTES / (1024 * 1024)} MB`;
  const head = new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer());
  return looksLikeCsv(head) ? null : 'This file is not a CSV file';
}

/** What the census page asks of the server: check a file, or import it whole or its valid rows only. */
export type CensusStep = { kind: 'check' } | { kind: 'import'; validOnly: boolean };

/**
 * The census uploads with their progress (0 to 1, null when none is under way). The answers are typed as the
 * entries' response schemas (censusCheck, censusImport in UPLOADS): the server sends nothing they refuse.
 */
export function useCensusUpload() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const check = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const answer = await uploadFile(client, CENSUS_CHECK_PATH, file, { onProgress: setProgress });
      return (answer as CensusCheckResponse).data;
    },
    onSettled: () => setProgress(null),
  });
  const importFile = useMutation({
    mutationFn: async ({ file, validOnly }: { file: File; validOnly: boolean }) => {
      setProgress(0);
      const query = validOnly ? { valid_only: 'true' } : undefined;
      const answer = await uploadFile(client, CENSUS_IMPORT_PATH, file, { query, onProgress: setProgress });
      return (answer as CensusUploadResponse).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY }),
    onSettled: () => setProgress(null),
  });
  return { check, importFile, progress };
}
