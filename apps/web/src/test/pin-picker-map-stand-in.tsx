/*
 * MapLibre needs WebGL, which jsdom lacks: a stand-in for the pin picker's map that shows its pin and places
 * one when tapped. Page tests mock the map with it:
 * `vi.mock('#/features/map/components/pin-picker-map.tsx', () => import('#/test/pin-picker-map-stand-in.tsx'))`.
 */
type Point = { latitude: number; longitude: number };

export default function PinPickerMapStandIn({
  pin,
  label,
  onPlace,
}: {
  pin: Point | null;
  label: string;
  onPlace: (point: Point) => void;
}) {
  return (
    <section aria-label={label}>
      <p>{pin ? `Map pin at ${pin.latitude}, ${pin.longitude}` : 'Map without a pin'}</p>
      <button type="button" onClick={() => onPlace({ latitude: 41.403_629_44, longitude: 2.174_355_91 })}>
        Tap the map
      </button>
    </section>
  );
}
