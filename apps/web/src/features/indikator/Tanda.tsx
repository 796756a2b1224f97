import { Badge, type BadgeProps } from '@mantine/core';

/** Dark text shades that keep WCAG AA contrast on the light and outline badge backgrounds. */
const TEKS: Record<string, string> = {
  teal: '#05543c',
  red: '#a51111',
  yellow: '#7c4a03',
  orange: '#8a3c00',
  gray: '#343a40',
  blue: '#0b4f8a',
  indigo: '#2b3a8f',
  grape: '#6b1f80',
};

/**
 * A badge whose text keeps WCAG AA contrast: filled badges use the 9th
 * shade behind white text, light and outline badges write in a dark shade.
 */
export function Tanda({ color = 'gray', variant = 'filled', style, ...rest }: BadgeProps & { children?: React.ReactNode; 'data-testid'?: string }) {
  const c = String(color);
  if (variant === 'filled') return <Badge color={`${c}.9`} variant="filled" style={style} {...rest} />;
  return <Badge color={c} variant={variant} style={{ ...(typeof style === 'object' ? style : {}), color: TEKS[c] ?? `var(--mantine-color-${c}-9)` }} {...rest} />;
}
