import FlaskConical from 'lucide-react/dist/esm/icons/flask-conical'
import Pencil from 'lucide-react/dist/esm/icons/pencil'
import Plus from 'lucide-react/dist/esm/icons/plus'
import Star from 'lucide-react/dist/esm/icons/star'
import Trash2 from 'lucide-react/dist/esm/icons/trash-2'
import { useEffect, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Label } from '~/components/ui/label'
import { Select } from '~/components/ui/select'
import { Textarea } from '~/components/ui/textarea'
import type { StoryTemplateView } from '~/models/story-template.server'
import { STORY_TEMPLATE_PLACEHOLDER, TEST_CHAPTERS } from '~/utils/admin-forms'
import { showError, useAdminAction } from './use-admin-action'

interface Options {
  parks: { id: string; name: string }[]
  characters: string[]
  sidekicks: { name: string; species: string }[]
}

const optionLabel = (template: StoryTemplateView) => (template.isDefault ? `${template.name} (Default)` : template.name)

function VariablesCard({ variables, writer }: { variables: readonly string[]; writer: 'openai' | 'built-in' }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Template Variables</CardTitle>
        <CardDescription>Write them as {'{{parkName}}'}: each is filled in for every chapter.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-wrap gap-2" aria-label="Template variables">
          {variables.map((name) => (
            <li key={name} className="rounded-lg bg-sand-100 px-2 py-1 font-mono text-xs text-bark-700">{`{{${name}}}`}</li>
          ))}
        </ul>
        <p className="rounded-xl bg-sky-100 p-3 text-sm text-bark-700" role="note" data-testid="writer-note">
          {writer === 'openai'
            ? 'Stories are written by the OpenAI writer, which builds every chapter’s prompt from the default template. The built-in writer does not use templates.'
            : 'Stories are written by the built-in writer now, which follows its own story plans and does not use templates. The OpenAI writer (when OPENAI_API_KEY is set) builds every chapter’s prompt from the default template.'}
        </p>
      </CardContent>
    </Card>
  )
}

function NewTemplateDialog({ onCreated }: { onCreated: (id: number) => void }) {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string>()
  const { fetcher, busy, errors } = useAdminAction({
    fallbackError: 'Failed to create story template',
    onSuccess: (data) => {
      setOpen(false)
      const id = (data.data as { id?: number } | undefined)?.id
      if (id) onCreated(id)
    },
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        setError(undefined)
      }}
    >
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Plus aria-hidden className="h-4 w-4" /> New Template
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogTitle>New Story Template</DialogTitle>
        <DialogDescription>It is not used for stories until you set it as the default.</DialogDescription>
        <fetcher.Form
          method="post"
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
            if (!name) {
              event.preventDefault()
              setError('Template name is required')
              showError('Template name is required')
            } else setError(undefined)
          }}
        >
          <input type="hidden" name="intent" value="create-template" />
          <Field label="Template name" name="name" required maxLength={80} autoComplete="off" error={error ?? errors.name} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-template-content">Template</Label>
            <Textarea id="new-template-content" name="template" rows={10} placeholder={STORY_TEMPLATE_PLACEHOLDER} className="font-mono text-sm" />
          </div>
          <div className="flex justify-end gap-3">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating...' : 'Create Template'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function DeleteTemplateDialog({ template }: { template: StoryTemplateView }) {
  const [open, setOpen] = useState(false)
  const { fetcher, busy } = useAdminAction({ fallbackError: 'Failed to delete story template', onSuccess: () => setOpen(false) })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="h-4 w-4" /> Delete
      </Button>
      <DialogContent>
        <DialogTitle>Delete “{template.name}”?</DialogTitle>
        <DialogDescription>The template is gone for good. This action cannot be undone.</DialogDescription>
        <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
          <input type="hidden" name="intent" value="delete-template" />
          <input type="hidden" name="id" value={template.id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete Template'}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

function SetDefaultButton({ template }: { template: StoryTemplateView }) {
  const { fetcher, busy } = useAdminAction({ fallbackError: 'Failed to set default template' })
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="set-default" />
      <input type="hidden" name="id" value={template.id} />
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        <Star aria-hidden className="h-4 w-4" /> {busy ? 'Saving...' : 'Set as Default'}
      </Button>
    </fetcher.Form>
  )
}

interface TestResult {
  processedTemplate: string
  length: number
}

function TestPanel({ content, options }: { content: string; options: Options }) {
  const [result, setResult] = useState<TestResult | null>(null)
  const { fetcher, busy } = useAdminAction({
    fallbackError: 'Failed to test template. Please try again.',
    quietSuccess: true,
    onSuccess: (data) => setResult(data.data as TestResult),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical aria-hidden className="h-5 w-5 text-forest-600" /> Test Template
        </CardTitle>
        <CardDescription>
          Fills the template shown above as the writer would, from the real park catalogue, for a child of 8. Later chapters get the
          chapters before them, written by the built-in writer.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form
          method="post"
          noValidate
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget)
            if (!content.trim()) {
              event.preventDefault()
              showError('No template content to test')
            } else if (!form.get('parkId') || !form.get('characterName') || !form.get('sidekickName')) {
              event.preventDefault()
              showError('Please select all test parameters')
            }
          }}
        >
          <input type="hidden" name="intent" value="test-template" />
          <input type="hidden" name="template" value={content} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="test-chapter">Chapter</Label>
            <Select id="test-chapter" name="chapterNumber" defaultValue="1">
              {TEST_CHAPTERS.map((number) => (
                <option key={number} value={number}>
                  Chapter {number}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="test-park">Park</Label>
            <Select id="test-park" name="parkId" defaultValue="">
              <option value="">Select a park</option>
              {options.parks.map((park) => (
                <option key={park.id} value={park.id}>
                  {park.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="test-character">Character</Label>
            <Select id="test-character" name="characterName" defaultValue="">
              <option value="">Select a character</option>
              {options.characters.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="test-sidekick">Sidekick</Label>
            <Select id="test-sidekick" name="sidekickName" defaultValue="">
              <option value="">Select a sidekick</option>
              {options.sidekicks.map((sidekick) => (
                <option key={sidekick.name} value={sidekick.name}>
                  {sidekick.name} ({sidekick.species})
                </option>
              ))}
            </Select>
          </div>
          <label className="flex items-center gap-3 text-sm font-bold text-bark-700 sm:col-span-2">
            <input type="checkbox" name="isFinalChapter" value="true" className="h-5 w-5 accent-forest-700" /> Final chapter
          </label>
          <p className="self-center text-sm text-bark-600">Child age: 8</p>
          <Button type="submit" disabled={busy} className="lg:justify-self-end">
            <FlaskConical aria-hidden className="h-4 w-4" /> {busy ? 'Testing...' : 'Test Template'}
          </Button>
        </fetcher.Form>
        <Dialog open={result !== null} onOpenChange={(open) => (open ? null : setResult(null))}>
          {result ? (
            <DialogContent className="max-w-3xl">
              <DialogTitle>Processed Template</DialogTitle>
              <DialogDescription data-testid="processed-length">{result.length.toLocaleString('en-US')} characters</DialogDescription>
              <pre className="mt-4 max-h-[55vh] overflow-auto whitespace-pre-wrap rounded-xl bg-sand-100 p-4 font-mono text-xs text-bark-900" data-testid="processed-template">
                {result.processedTemplate}
              </pre>
              <div className="mt-4 flex justify-end">
                <DialogClose asChild>
                  <Button>Close</Button>
                </DialogClose>
              </div>
            </DialogContent>
          ) : null}
        </Dialog>
      </CardContent>
    </Card>
  )
}

export function StoryTemplatesTab({
  templates,
  variables,
  writer,
  options,
}: {
  templates: StoryTemplateView[]
  variables: readonly string[]
  writer: 'openai' | 'built-in'
  options: Options
}) {
  const defaultTemplate = templates.find((template) => template.isDefault) ?? templates[0]
  const [selectedId, setSelectedId] = useState(defaultTemplate?.id)
  const selected = templates.find((template) => template.id === selectedId) ?? defaultTemplate
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(selected?.name ?? '')
  const [content, setContent] = useState(selected?.template ?? '')
  const [error, setError] = useState<string>()

  // Viewing shows what is stored; a new selection or a save brings the stored values back.
  useEffect(() => {
    if (editing) return
    setName(selected?.name ?? '')
    setContent(selected?.template ?? '')
  }, [selected?.id, selected?.name, selected?.template, editing])

  const { fetcher, busy } = useAdminAction({ fallbackError: 'Failed to update story template', onSuccess: () => setEditing(false) })

  const cancel = () => {
    setEditing(false)
    setError(undefined)
    setName(selected?.name ?? '')
    setContent(selected?.template ?? '')
  }

  return (
    <div className="flex flex-col gap-6">
      <VariablesCard variables={variables} writer={writer} />
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle>Story Templates</CardTitle>
            <CardDescription>The default template shapes every chapter the OpenAI writer writes. There is always exactly one default.</CardDescription>
          </div>
          <NewTemplateDialog
            onCreated={(id) => {
              setEditing(false)
              setSelectedId(id)
            }}
          />
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {selected ? (
            <>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <div className="flex flex-1 flex-col gap-1.5">
                  <Label htmlFor="story-template-select">Template</Label>
                  <Select
                    id="story-template-select"
                    value={selected.id}
                    disabled={editing}
                    onChange={(event) => {
                      setSelectedId(Number(event.target.value))
                      setError(undefined)
                    }}
                  >
                    {templates.map((template) => (
                      <option key={template.id} value={template.id}>
                        {optionLabel(template)}
                      </option>
                    ))}
                  </Select>
                </div>
                {!editing ? (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                      <Pencil aria-hidden className="h-4 w-4" /> Edit
                    </Button>
                    {!selected.isDefault ? <SetDefaultButton template={selected} /> : null}
                    {!selected.isDefault && templates.length > 1 ? <DeleteTemplateDialog template={selected} /> : null}
                  </div>
                ) : null}
              </div>
              {editing ? (
                <fetcher.Form
                  method="post"
                  noValidate
                  className="flex flex-col gap-4"
                  onSubmit={(event) => {
                    if (!name.trim() || !content.trim()) {
                      event.preventDefault()
                      setError('Template name and content cannot be empty')
                      showError('Template name and content cannot be empty')
                    } else setError(undefined)
                  }}
                >
                  <input type="hidden" name="intent" value="update-template" />
                  <input type="hidden" name="id" value={selected.id} />
                  <Field label="Template name" name="name" value={name} onChange={(event) => setName(event.target.value)} maxLength={80} required />
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor="story-template-content">Template content</Label>
                    <Textarea
                      id="story-template-content"
                      name="template"
                      value={content}
                      onChange={(event) => setContent(event.target.value)}
                      rows={16}
                      spellCheck={false}
                      className="font-mono text-sm"
                      aria-invalid={error ? true : undefined}
                    />
                    {error ? <p className="text-sm font-semibold text-red-700">{error}</p> : null}
                  </div>
                  <div className="flex gap-3">
                    <Button type="submit" disabled={busy}>
                      {busy ? 'Saving...' : 'Save'}
                    </Button>
                    <Button variant="ghost" onClick={cancel} disabled={busy}>
                      Cancel
                    </Button>
                  </div>
                </fetcher.Form>
              ) : (
                <div className="flex flex-col gap-2">
                  <p className="font-display text-lg font-semibold text-bark-900">
                    {selected.name}
                    {selected.isDefault ? <span className="ml-2 rounded-full bg-forest-700 px-2.5 py-0.5 align-middle text-xs font-bold text-white">Default</span> : null}
                  </p>
                  <pre className="max-h-[28rem] overflow-auto whitespace-pre-wrap rounded-xl bg-sand-100 p-4 font-mono text-sm text-bark-900" data-testid="story-template-content">
                    {selected.template}
                  </pre>
                </div>
              )}
            </>
          ) : (
            <p className="text-bark-600">No story templates yet. Create one to start.</p>
          )}
        </CardContent>
      </Card>
      <TestPanel content={content} options={options} />
    </div>
  )
}
