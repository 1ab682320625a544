/** One choice of a select: what it sends, and what it says. */
export type Choice = { value: string; label: string };

/**
 * A select's options: first the one that chooses nothing (disabled where a choice is required, so it
 * only prompts), then each choice in order.
 */
export function ChoiceOptions({
  none,
  choices,
  isNoneDisabled = false,
}: {
  none: string;
  choices: readonly Choice[];
  isNoneDisabled?: boolean;
}) {
  return (
    <>
      <option value="" disabled={isNoneDisabled}>
        {none}
      </option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
