import { describe, expect, it } from 'vitest'
import { usernameProblem } from '~/models/username.server'

const family = { firstName: 'Dana', lastName: 'Whitlock', email: 'dana.whitlock@example.com', childNames: ['Leo', 'Marisol'] }

/** Handles a child must not show other children: insults, violence, sexual words, drugs, hate, and their disguises. */
const UNSAFE = [
  // The probe's own (issue 36).
  'buttface81', 'stupid.idiot55', 'kill.you65', 'hot.girl66', 'dumbass74', 'i.hate.you98', 'die.die13', 'gun.boy72', 'fatso25',
  // Insults.
  'smelly.loser', 'ugly.duck', 'stupid.head', 'psycho.kid', 'freak.show', 'you.suck', 'bully.boy', 'idi0t_9', 's.t.u.p.i.d', 'fat.pig',
  // Violence.
  'k1ll3r', 'kiiiill', 'murder.mouse', 'go.die.now', 'd3ath', 'knife.girl', 'bomb.maker', 'beat.u.up', 'shoot.em.up', 'die.4.u',
  // Sexual.
  'sexy.kid', 'sexi.lexi', 'hot.babe', 'b00bs', 'kiss.me.now', 'naked.mole',
  // Drugs and alcohol.
  'weed420', 'drunk.dad', 'crack.head', 'beer.pong', 'vape.king', 'i.luv.drugs',
  // Hate.
  'h8ter', 'ihateu', 'nazi88', 'slave.boy', 'xxx.kid',
  // Personal information.
  'call.555.1234', 'dana.whitlock', 'maya.at.gmail', '12.oak.street',
]

/** What children really pick, including nature words that hide an unsafe one (killdeer, butte, Gunnison...). */
const ORDINARY = [
  'trail.fox', 'brave.owl', 'sunny_otter42', 'geyser.fan', 'lil.hiker', 'campfire.kid', 'starry.night', 'river.runner', 'arch.hunter',
  'bear.cub', 'rock.hound', 'wild.flower', 'mud.puppy', 'trailblazer', 'rainbow.trout', 'desert.rose', 'bobcat.bea', 'pine.cone',
  'cactus.jack', 'marmot.mike', 'owl.hoot', 'old.faithful', 'bison.buddy', 'glacier.girl', 'ranger.rick', 'hot.cocoa', 'clever.cookie',
  'killdeer.fan', 'skillful.hiker', 'butte.climber', 'bass.fisher', 'hot.springs.kid', 'smoky.bear22', 'gunnison.gal', 'warbler.watcher',
  'clover.fan', 'masked.booby', 'shooting.star7', 'heroine.hana', 'thorny.devil', 'dino.lover', 'class.act', 'grass.hopper',
  'snuggly.bear', 'stable.horse', 'method.maker', 'diesel.train', 'closer.look', 'whatever.works', 'honeysuckle.hum', 'milkweed.monarch',
  'tumbleweed.tom', 'seaweed.sea', 'potato.chip', 'bloodhound.ben', 'deadwood.dan', 'chatterbox', 'trashpanda.ray', 'assembly.line',
]

describe('child-safe usernames', () => {
  it.each(UNSAFE)('refuses %s', (handle) => {
    expect(usernameProblem(handle, family)).not.toBeNull()
  })

  it.each(ORDINARY)('accepts %s', (handle) => {
    expect(usernameProblem(handle, family)).toBeNull()
  })
})
