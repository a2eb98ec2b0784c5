import { UNITY_LABELS, type Unity } from "@tronc/domain";

/** The options of a unit select ('unité', 'jour'…), in the order given. */
export function UnityOptions({ unities }: { unities: readonly Unity[] }) {
  return (
    <>
      {unities.map((unity) => (
        <option key={unity} value={unity}>
          {UNITY_LABELS[unity].one}
        </option>
      ))}
    </>
  );
}
