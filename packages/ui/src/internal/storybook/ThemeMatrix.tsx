// Story helper (not exported by the package): renders the same content once per theme, so one
// screenshot covers all ten themes (the Primer approach, without ten stories per component).
import type { ReactNode } from 'react';
import { themes, type Theme } from '../../tokens/themes';

export interface ThemeMatrixProps {
  children: (theme: Theme) => ReactNode;
  columns?: number;
}

export function ThemeMatrix({ children, columns = 2 }: ThemeMatrixProps) {
  return (
    <div className="sb-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {themes.map((theme) => (
        <div key={theme} data-theme={theme} className="sb-theme-cell">
          <p className="sb-theme-cell__name">{theme}</p>
          {children(theme)}
        </div>
      ))}
    </div>
  );
}
