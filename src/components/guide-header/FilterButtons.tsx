import styles from './FilterButtons.module.css'

export type FilterOption<T extends string> = { value: T; label: string }

/** The header's filter: one pressed button per choice, reachable by keyboard like any button. */
export function FilterButtons<T extends string>({
  options,
  value,
  onChange,
  label,
}: {
  options: FilterOption<T>[]
  value: T
  onChange: (value: T) => void
  label: string
}) {
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.filter}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
