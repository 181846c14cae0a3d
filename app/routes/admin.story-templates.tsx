import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { StoryTemplatesTab } from '~/components/admin/story-templates-tab'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { characters } from '~/data/characters'
import { parks } from '~/data/parks'
import { sidekicks } from '~/data/sidekicks'
import {
  createStoryTemplate,
  deleteStoryTemplate,
  listStoryTemplates,
  setDefaultStoryTemplate,
  testStoryTemplate,
  updateStoryTemplate,
} from '~/models/story-template.server'
import { TEMPLATE_VARIABLES } from '~/providers/story-writer/template'
import { storyTemplateCreateSchema, storyTemplateUpdateSchema, templateTestSchema } from '~/utils/admin-forms'
import { actionFailure, actionSuccess, actorOf, invalidAction, parseId } from '~/utils/admin-route.server'
import { requireAdmin } from '~/utils/auth.server'
import { readFormData } from '~/utils/request-body.server'

/** Story Templates tab: the OpenAI writer's prompt templates, and a test against the real catalogue. */
export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdmin(context)
  return json({
    templates: await listStoryTemplates(context.db),
    variables: TEMPLATE_VARIABLES,
    writer: context.env.OPENAI_API_KEY ? ('openai' as const) : ('built-in' as const),
    options: {
      parks: [...parks].sort((a, b) => a.name.localeCompare(b.name)).map((park) => ({ id: park.id, name: park.name })),
      characters: characters.map((character) => character.name),
      sidekicks: sidekicks.map((sidekick) => ({ name: sidekick.name, species: sidekick.species })),
    },
  })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(context)
  const actor = actorOf(admin)
  const form = await readFormData(request)
  const intent = String(form.get('intent'))
  const id = parseId(form.get('id'))

  if (intent === 'create-template') {
    const input = storyTemplateCreateSchema.safeParse({ name: form.get('name') ?? '', template: form.get('template') ?? '' })
    if (!input.success) return invalidAction(intent, input.error)
    const result = await createStoryTemplate(context.db, actor, input.data)
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, 'Story template created successfully', { data: { id: result.template.id } })
  }
  if (intent === 'update-template') {
    const input = storyTemplateUpdateSchema.safeParse({ name: form.get('name') ?? '', template: form.get('template') ?? '' })
    if (!input.success) return invalidAction(intent, input.error)
    const result = id ? await updateStoryTemplate(context.db, actor, id, input.data) : null
    if (!result) return actionFailure(intent, 404, 'Failed to update story template')
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, 'Story template updated successfully')
  }
  if (intent === 'set-default') {
    const result = id ? await setDefaultStoryTemplate(context.db, actor, id) : null
    if (!result) return actionFailure(intent, 404, 'Failed to set default template')
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, 'Default template updated successfully')
  }
  if (intent === 'delete-template') {
    const result = id ? await deleteStoryTemplate(context.db, actor, id) : null
    if (!result) return actionFailure(intent, 404, 'Failed to delete story template')
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, 'Story template deleted successfully')
  }
  if (intent === 'test-template') {
    const input = templateTestSchema.safeParse(Object.fromEntries(form))
    if (!input.success) return invalidAction(intent, input.error)
    const result = await testStoryTemplate(input.data, context.providers.writerContent, context.providers.adventures)
    if (!result.ok) return actionFailure(intent, result.status, result.message)
    return actionSuccess(intent, `Processed template: ${result.length.toLocaleString('en-US')} characters.`, { title: 'Template Tested', data: result })
  }
  return actionFailure(intent, 400, 'Unknown action.')
}

export default function AdminStoryTemplates() {
  const data = useLoaderData<typeof loader>()
  return <StoryTemplatesTab {...data} />
}

export { GeneralErrorBoundary as ErrorBoundary }
