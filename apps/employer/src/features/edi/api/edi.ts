// Issue 27 item 5: what the EDI page asks of the server: an 834 file checked (nothing saved) or applied (all or
// nothing), with the upload's progress. Decisions 0052 (uploads) and 0057 (the 834 applied).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EDI_834_APPLY_PATH,
  EDI_834_CHECK_PATH,
  EDI_834_MAX_BYTES,
  looksLikeX12,
  type Edi834ApplyResponse,
  type Edi834CheckResponse,
} from '@dental/domain';
import { EMPLOYEES_KEY, uploadFileProblem, useUploadWithProgress } from '../../../shared/file-upload';

/** A file refused before it is sent, as the server would refuse it (decision 0052: checked by content). */
export function ediFileProblem(file: File): Promise<string | null> {
  return uploadFileProblem(file, {
    maxBytes: EDI_834_MAX_BYTES,
    looksRight: looksLikeX12,
    notRight: 'This file is not an X12 file (it should start with ISA)',
  });
}

/**
 * The 834 uploads with their progress (0 to 1, null when none is under way). The answers are typed as the
 * entries' response schemas (edi834Check, edi834Apply in UPLOADS): the server sends nothing they refuse.
 */
export function useEdiUpload() {
  const queryClient = useQueryClient();
  const { progress, send } = useUploadWithProgress();
  const check = useMutation({
    mutationFn: async (file: File) => ((await send(EDI_834_CHECK_PATH, file)) as Edi834CheckResponse).data,
  });
  const apply = useMutation({
    mutationFn: async (file: File) => ((await send(EDI_834_APPLY_PATH, file)) as Edi834ApplyResponse).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_KEY }),
  });
  return { check, apply, progress };
}
