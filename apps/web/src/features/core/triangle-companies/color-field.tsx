import { useEffect, useState } from "react";

/** '#rgb', '#rrggbb' or '#rrggbbaa' → { rgb: '#rrggbb', alpha: 0-255 }, or null. */
export function splitColor(value: string): { rgb: string; alpha: number } | null {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short)
    return { rgb: `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`, alpha: 255 };
  const long = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(text);
  if (!long) return null;
  return { rgb: `#${long[1]}`, alpha: long[2] ? Number.parseInt(long[2], 16) : 255 };
}

const joinColor = (rgb: string, alpha: number) => `${rgb}${Math.round(alpha).toString(16).padStart(2, "0")}`;

interface ColorFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** Colour with alpha: the browser's colour picker, an opacity slider and the hex text (#RRGGBBAA). */
export function ColorField({ id, value, onChange, error }: ColorFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const parts = splitColor(value) ?? { rgb: "#3b82f6", alpha: 255 };
  const percent = Math.round((parts.alpha / 255) * 100);
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={`${id}-hex`}>Couleur</label>
      <div className="tc-color">
        <input
          type="color"
          aria-label="Choisir la couleur"
          value={parts.rgb}
          onChange={(event) => onChange(joinColor(event.target.value, parts.alpha))}
        />
        <span className="tc-color-swatch" aria-hidden="true">
          <span style={{ background: value }} />
        </span>
        <input
          id={`${id}-hex`}
          className="tc-color-hex"
          value={text}
          maxLength={9}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value.trim());
          }}
        />
      </div>
      <div className="tc-color-alpha">
        <label htmlFor={`${id}-alpha`}>Opacité</label>
        <input
          id={`${id}-alpha`}
          type="range"
          min={0}
          max={100}
          value={percent}
          onChange={(event) => onChange(joinColor(parts.rgb, (Number(event.target.value) / 100) * 255))}
        />
        <span className="num">{percent} %</span>
      </div>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
