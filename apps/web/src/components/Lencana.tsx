import type { ReactNode } from 'react';
import { Badge, Tooltip, type BadgeProps } from '@mantine/core';

/**
 * Mantine's Badge keeps one line and cuts its label with an ellipsis when the cell is narrower than the text
 * ("Belum mengisi d…"). These styles let the label wrap inside the badge and the badge grow in height, so the
 * whole text is always read (issue 19 item 5).
 */
export const GAYA_LENCANA = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', overflow: 'visible', paddingBlock: 2, textTransform: 'none' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3, overflowWrap: 'break-word' },
} as const;

export interface LencanaProps extends Omit<BadgeProps, 'children' | 'styles'> {
  /** The full text: always available, as the label or as the tooltip and accessible name. */
  children: ReactNode;
  /** A short form shown instead (for narrow places); the full text stays in the tooltip and the accessible name. */
  singkat?: string;
  leftSection?: ReactNode;
  'data-testid'?: string;
}

/**
 * Light and outline badges: the text in the page's text colour on the tinted background (4.5:1; Mantine's coloured
 * text on its light tint is 3.6:1 for orange and 4.3:1 for teal at badge size). The colour stays in the background
 * and border.
 */
const GAYA_TERANG = { root: GAYA_LENCANA.root, label: { ...GAYA_LENCANA.label, color: 'var(--mantine-color-text)' } } as const;
const gaya = (variant: unknown) => (variant === undefined || variant === 'light' || variant === 'outline' || variant === 'transparent' ? GAYA_TERANG : GAYA_LENCANA);

/** A status or predikat badge that is never truncated: it wraps, or shows `singkat` with the full text on hover and for screen readers. */
export function Lencana({ children, singkat, ...rest }: LencanaProps) {
  const styles = gaya(rest.variant);
  if (singkat && singkat !== children) {
    return (
      <Tooltip label={children} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Badge variant="light" {...rest} styles={styles} aria-label={typeof children === 'string' ? children : undefined} role="img" tabIndex={0} data-lencana>
          {singkat}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge variant="light" {...rest} styles={styles} data-lencana>
      {children}
    </Badge>
  );
}
