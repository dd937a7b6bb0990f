/** Why the last save failed, kept beside the form while the toast fades. */
export function FormProblem({ text }: { text: string | null }) {
  return text ? (
    <p className="ui-alert" role="alert">
      {text}
    </p>
  ) : null;
}
