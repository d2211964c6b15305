import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For a control whose value lives in React state (a radio group, a checkbox that shows or hides
 * part of the form, a field the component reformats). When React hydrates a server-rendered
 * page it keeps what each input holds in the DOM, so what the visitor typed, clicked or had
 * autofilled before the page's scripts ran is still on screen, but the state still holds the
 * server's value, and the component's next render writes that value back over the input.
 * This reads the element once, right after the component's first commit (its hydration: no
 * event can come in between), so `adopt` can take what it shows as the state. A component
 * mounted later in the browser reads back its own state: nothing changes.
 *
 * Text fields need none of this: the storefront's forms leave them uncontrolled and read them
 * when they are left and sent (ADR 38).
 */
export function useAdoptDomState<E extends Element>(ref: RefObject<E | null>, adopt: (element: E) => void): void {
  // The first render's callback: the effect runs once, and what it reads is the DOM, not props.
  const first = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current) first.current(ref.current);
  }, [ref]);
}
