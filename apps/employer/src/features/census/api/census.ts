import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CENSUS_CHECK_PATH,
  CENSUS_IMPORT_PATH,
  CENSUS_MAX_BYTES,
  looksLikeCsv,
  type CensusCheckResponse,
  type CensusUploadResponse,
} from '@dental/domain';
import { EMPLOYEES_KEY, uploadFileProblem, useUploadWithProgress } from '../../../shared/file-upload';

/** A file refused before it is sent, with the server's own messages (decision 0052: checked by content). */
export function censusFileProblem(file: File): Promise<string | null> {
  return uploadFileProblem(file, {
    maxBytes: CENSUS_MAX_BYTES,
    looksRight: looksLikeCsv,
    notRight: 'This file is not a CSV file',
  });
}

/**
 * The census uploads with their progress (0 to 1, null when none is under way). The answers are typed as the
 * entries' response schemas (censusCheck, censusImport in UPLOADS): the server sends nothing they refuse.
 */
export function useCensusUpload() {
  const queryClient = useQueryClient();
  const { progress, send } = useUploadWithProgress();
  const check = useMutation({
    mutationFn: async (file: File) => ((await send(CENSUS_CHECK_PATH, file)) as CensusCheckResponse).data,
  });
  const importFile = useMutation({
    mutationFn: async ({ file, validOnly }: { file: File; validOnly: boolean }) => {
      const query = validOnly ? { valid_only: 'true' } : undefined;
      return ((await send(CENSUS_IMPORT_PATH, file, query)) as CensusUploadResponse).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY }),
  });
  return { check, importFile, progress };
}
