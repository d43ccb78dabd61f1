"use client";
// React resets a form once its action has run, so an error would cost the person everything
// they typed and chose. Submitting through onSubmit instead keeps the form as it was.
import { startTransition, type FormEvent } from "react";

export function keepInput(dispatch: (form: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    startTransition(() => dispatch(form));
  };
}
