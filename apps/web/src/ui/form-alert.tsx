/** Why a form's call failed (the server's translated reason), announced when it shows. */
export const FormAlert = ({ text }: { text: string }) => (
  <p role="alert" className="m-0 rounded-lg bg-error-soft px-3 py-2 font-semibold text-error">
    {text}
  </p>
);
