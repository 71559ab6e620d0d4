import { useEffect, useRef, useState } from 'react';

/**
 * After a failed check, focus goes to the first field of the form that says what is wrong with it
 * (aria-invalid), so a keyboard or screen-reader user lands on the problem. A message that belongs
 * to no field is a live alert and is announced where it is. Call `checked()` after setting the
 * errors; the focus moves once they are rendered.
 */
export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks === 0) return;
    form.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"], fieldset[aria-invalid="true"] input')?.focus();
  }, [checks]);
  return { form, checked: () => setChecks((n) => n + 1) };
}
