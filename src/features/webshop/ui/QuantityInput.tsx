/** A number of tickets of one price, as the shop's forms ask it: 0 to `max`, whole numbers, a phone's number pad. */
export function QuantityInput({ id, name, max }: { id: string; name: string; max: number }) {
  return (
    <input
      id={id}
      name={name}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      defaultValue={0}
      className="shop-event__quantity"
    />
  )
}
