import { Pause, Play } from 'lucide-react';

export interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /** What it pauses, for its name: "Pause <label>". */
  label: string;
  className?: string;
}

/** Stops and restarts motion that would otherwise go on (WCAG 2.2.2): a toggle, pressed while paused. */
export function PauseButton({ paused, onToggle, label, className }: PauseButtonProps) {
  return (
    <button type="button" className={className} aria-pressed={paused} onClick={onToggle} data-print="omit">
      {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
      <span className="visually-hidden">Pause {label}</span>
    </button>
  );
}
