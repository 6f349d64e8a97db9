// Issue 27 item 5: what the EDI page asks of the server: an 834 file checked (nothing saved) or applied (all or
// nothing), with the upload's progress. Decisions 0052 (uploads) and 0057 (the 834 applied).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EDI_834_APPLY_PATH,
  EDI_834_CHECK_PATH,
  EDI_834_MAX_BYTES,
  looksLikeX12,
  UPLOAD_HEAD_BYTES,
  type Edi834ApplyResponse,
  type Edi834CheckResponse,
} from '@dental/domain';
import { uploadFile, useApiClient } from '@dental/ui';

/** The employees lists are read again after a file is applied (the employees area's key prefix). */
const EMPLOYEES_KEY = ['employer-employees'] as const;

/** A file refused before it is sent, as the server would refuse it (decision 0052: checked by content). */
export async function ediFileProblem(file: File): Promise<string | null> {
  if (file.size > EDI_834_MAX_BYTES) return `This file is larger than ${EDI_834_MAX_BYTES / (1024 * 1024)} MB`;
  const head = new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer());
  return looksLikeX12(head) ? null : 'This file is not an X12 file (it should start with ISA)';
}

/**
 * The 834 uploads with their progress (0 to 1, null when none is under way). The answers are typed as the
 * entries' response schemas (edi834Check, edi834Apply in UPLOADS): the server sends nothing they refuse.
 */
export function useEdiUpload() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const check = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const answer = await uploadFile(client, EDI_834_CHECK_PATH, file, { onProgress: setProgress });
      return (answer as Edi834CheckResponse).data;
    },
    onSettled: () => setProgress(null),
  });
  const apply = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      const answer = await uploadFile(client, EDI_834_APPLY_PATH, file, { onProgress: setProgress });
      return (answer as Edi834ApplyResponse).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY }),
    onSettled: () => setProgress(null),
  });
  return { check, apply, progress };
}
