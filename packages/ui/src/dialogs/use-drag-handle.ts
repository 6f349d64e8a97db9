import { useRef, useState, type PointerEvent } from 'react';

interface Offset {
  x: number;
  y: number;
}

/** spec §2: a dialog can be dragged by its title area. Returns the offset and the handle's pointer props. */
export function useDragHandle() {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const origin = useRef<{ pointerX: number; pointerY: number; from: Offset } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const handle = event.currentTarget;
    if (typeof handle.setPointerCapture === 'function') handle.setPointerCapture(event.pointerId);
    origin.current = { pointerX: event.clientX, pointerY: event.clientY, from: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = origin.current;
    if (!start) return;
    setOffset({ x: start.from.x + event.clientX - start.pointerX, y: start.from.y + event.clientY - start.pointerY });
  };
  const onPointerEnd = () => {
    origin.current = null;
  };

  return {
    offset,
    handleProps: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
