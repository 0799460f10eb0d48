import { useState } from "react";
import { checkPicture } from "../catalogue/check-picture";
import { CheckboxField, PictureField } from "../catalogue/inputs";

/** The browser's first look at a chosen picture before a large file is sent (the server checks again). */
export function usePictureCheck(submit: (event: React.FormEvent<HTMLFormElement>) => void) {
  const [error, setError] = useState<string>();
  return {
    error,
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      const chosen = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
      const problem = chosen ? checkPicture(chosen) : undefined;
      setError(problem);
      if (problem) event.preventDefault();
      else submit(event);
    },
  };
}

/** A crop's or problem's picture: a file to upload (in the same post) and, when it has one, "Remove". */
export function PictureInput({
  prefix,
  has,
  error,
  resetKey,
}: {
  prefix: string;
  has: boolean;
  error?: string;
  resetKey?: string;
}) {
  return (
    <div className="space-y-1">
      <PictureField
        key={resetKey}
        id={`${prefix}-picture`}
        name="file"
        label="Picture (JPEG, PNG or WebP, 10 MB at most)"
        error={error}
      />
      {has && <CheckboxField id={`${prefix}-drop-picture`} name="drop_picture" label="Remove the picture" />}
    </div>
  );
}
