import Check from 'lucide-react/dist/esm/icons/check'
import Sparkles from 'lucide-react/dist/esm/icons/sparkles'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import type { CharacterView, SidekickView } from '~/models/park.server'
import { cn } from '~/utils/cn'

interface TeamPickerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  characters: CharacterView[]
  sidekicks: SidekickView[]
  /** Called with the chosen names; the page creates the story. */
  onCreate: (team: { characterId: string; sidekickId: string }) => void
  creating: boolean
  canCreate: boolean
}

function Choice({
  selected,
  onSelect,
  image,
  name,
  badge,
  text,
}: {
  selected: boolean
  onSelect: () => void
  image: string
  name: string
  badge: string
  text: string
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      className={cn(
        'relative flex h-full flex-col items-center gap-2 rounded-2xl border-2 p-3 text-center transition',
        selected ? 'border-forest-600 bg-forest-50 shadow-card' : 'border-sand-300 bg-white hover:border-forest-300',
      )}
    >
      {selected ? (
        <span className="absolute right-2 top-2 rounded-full bg-forest-600 p-1 text-white">
          <Check aria-hidden className="h-3.5 w-3.5" />
        </span>
      ) : null}
      <img src={image} alt="" className="h-20 w-20 rounded-full bg-sand-100" loading="lazy" />
      <span className="font-display text-lg font-semibold text-bark-900">{name}</span>
      <span className="rounded-full bg-sunset-100 px-2 py-0.5 text-xs font-bold text-sunset-700">{badge}</span>
      <span className="text-xs text-bark-600">{text}</span>
    </button>
  )
}

function ChoiceGroup({
  heading,
  items,
  selected,
  onSelect,
}: {
  heading: string
  items: { id: string; image: string; badge: string; text: string }[]
  selected: string | null
  onSelect: (id: string) => void
}) {
  const headingId = useId()
  return (
    <>
      <h3 id={headingId} className="mt-6 font-display text-lg font-semibold">
        {heading}
      </h3>
      <div role="radiogroup" aria-labelledby={headingId} className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((item) => (
          <Choice key={item.id} selected={selected === item.id} onSelect={() => onSelect(item.id)} image={item.image} name={item.id} badge={item.badge} text={item.text} />
        ))}
      </div>
    </>
  )
}

/** Choose a main character and a sidekick (spec 2.8). */
export function TeamPickerDialog({ open, onOpenChange, characters, sidekicks, onCreate, creating, canCreate }: TeamPickerProps) {
  const [characterId, setCharacterId] = useState<string | null>(null)
  const [sidekickId, setSidekickId] = useState<string | null>(null)
  const ready = characterId !== null && sidekickId !== null
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>Choose your team</DialogTitle>
        <DialogDescription>Pick a main character and an animal sidekick for this adventure.</DialogDescription>
        <ChoiceGroup
          heading="Main character"
          items={characters.map((c) => ({ id: c.name, image: c.image, badge: `Age ${c.age}`, text: c.summary }))}
          selected={characterId}
          onSelect={setCharacterId}
        />
        <ChoiceGroup
          heading="Animal sidekick"
          items={sidekicks.map((s) => ({ id: s.name, image: s.image, badge: s.storyStyle, text: s.summary }))}
          selected={sidekickId}
          onSelect={setSidekickId}
        />
        <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex justify-end rounded-b-3xl border-t border-sand-300 bg-white p-4">
          <Button
            variant="accent"
            size="lg"
            disabled={!ready || creating || !canCreate}
            onClick={() => ready && onCreate({ characterId, sidekickId })}
          >
            <Sparkles aria-hidden className="h-5 w-5" /> {creating ? 'Creating...' : 'Create My Story (1 credit)'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
