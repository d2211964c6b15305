import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A disclosure menu: opens on its button, closes on an outside click, when focus leaves it,
 * on Escape (focus back to the button) and whenever the page changes.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const onBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    // relatedTarget is null when focus goes to the page itself, e.g. a click on empty space,
    // which the pointerdown listener already handles.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
  }, []);

  return { open, toggle, rootRef, buttonRef, onBlur };
}
