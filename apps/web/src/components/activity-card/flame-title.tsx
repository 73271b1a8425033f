import Flame from 'lucide-react/icons/flame';
import { isVariantB } from '#/components/activity-card/activity-facts.ts';
import { useMe } from '#/lib/session.ts';

/**
 * An activity's title as the A/B test shows it: variant B sees a flame before it, variant A and anonymous
 * visitors the title alone. The flame is decoration, so the title's accessible name stays the title.
 */
export function FlameTitle({ title }: { title: string }) {
  const variantB = isVariantB(useMe());
  return (
    <>
      {/* An icon, not the emoji: a machine without an emoji font would show an empty box. */}
      {variantB && (
        <Flame
          aria-hidden
          data-testid="title-flame"
          className="mr-1 inline size-[1.1em] -translate-y-px fill-orange-500 text-orange-600 align-[-0.15em]"
        />
      )}
      {title}
    </>
  );
}
