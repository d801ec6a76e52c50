import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A wide table that scrolls sideways inside the page rather than past its edge. While the table is
 * wider than the region, a line above it says so and the region's edge carries a shadow on the
 * side more columns are hidden (`.scroll-region` in console.css), so the last columns are not
 * simply cut off; the region takes focus, so a keyboard scrolls it too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const measure = () => {
      // scrollLeft runs 0 → negative in a right-to-left region: its magnitude is the distance from the start.
      const scrolled = Math.abs(region.scrollLeft);
      const overflow = region.scrollWidth - region.clientWidth;
      setHidden({ start: scrolled > 1, end: overflow - scrolled > 1 });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    region.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      region.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div>
      {(hidden.start || hidden.end) && (
        <Text size="sm" c="dimmed" mb={4} data-testid="scroll-hint">
          {t('common.scrollSideways')}
        </Text>
      )}
      <div
        ref={ref}
        className="table-scroll scroll-region"
        data-hidden-start={hidden.start || undefined}
        data-hidden-end={hidden.end || undefined}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {children}
      </div>
    </div>
  );
}
