import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useDragHandle } from './use-drag-handle';

export interface DraggableDialogProps {
  open: boolean;
  title: string;
  /** Called on Escape; spec §2: clicking the backdrop does not close a dialog. */
  onClose: () => void;
  children: ReactNode;
  /** The dialog's width limit (MUI's; 'sm' by default). */
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | false;
  /** Stretches the dialog to its maxWidth (for forms). */
  fullWidth?: boolean;
}

/** spec §2: a dialog dragged by its title area; the backdrop does not close it. */
export function DraggableDialog({
  open,
  title,
  onClose,
  children,
  maxWidth = 'sm',
  fullWidth = false,
}: DraggableDialogProps) {
  const titleId = useId();
  const { offset, handleProps } = useDragHandle();
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
      slotProps={{ paper: { style: { transform: `translate(${offset.x}px, ${offset.y}px)` } } }}
    >
      <DialogTitle id={titleId} {...handleProps} sx={{ cursor: 'move', userSelect: 'none', touchAction: 'none' }}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
