import type { HeroGuideSeed } from '../../../types'

/** Brazilian Portuguese translation of the English seed's Hulk guide (../../../heroes/hulk.ts), keyed by hero slug. */
export const guide: HeroGuideSeed = {
  hero: 'hulk',
  abilities: [
    // Bruce Banner
    {
      name: 'Gamma Ray Gun',
      variant: 'bruce-banner',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Bruce dispara um emissor gama de mão em rajadas curtas. É fraco, mas deixa ele ir tirando vida de um alvo enquanto espera a hora certa de ficar verde.',
      properties: { casting: 'Hitscan', damage: '10 por disparo', fire_rate: '5 disparos por segundo', ammo: '20', falloff_start: '20m' },
    },
    {
      name: 'Gamma Grenade',
      variant: 'bruce-banner',
      type: 'ability',
      button: 'right-click',
      description:
        'Arremessa um cilindro gama instável que explode no impacto e empurra os inimigos próximos. Ótimo para tirar um diver de cima de Bruce antes de ele se transformar.',
      properties: { casting: 'Projétil em arco', damage: '40', radius: '3m', special_effect: 'Empurra os inimigos', cooldown: '6s' },
    },
    {
      name: 'Puny Leap',
      variant: 'bruce-banner',
      type: 'passive',
      button: 'space',
      description:
        'Bruce pode tomar impulso numa parede ou borda para um segundo pulinho, o bastante para alcançar um kit de vida ou um canto seguro.',
      properties: { casting: 'Movimento', charges: '1 pulo extra', special_effect: 'Recarrega ao tocar o chão', cooldown: 'Nenhum' },
    },
    {
      name: 'Let Loose',
      variant: 'bruce-banner',
      type: 'ability',
      button: 'q',
      description:
        'Bruce para de se segurar e explode em Hero Hulk com uma barra de vida nova. Isso não gasta carga de ultimate, então transforme cedo em vez de morrer como Bruce.',
      properties: { casting: 'Autotransformação', cast_time: '1s', result: 'Vira Hero Hulk', cost: 'Sem carga de ultimate', special_effect: 'Breve imunidade a dano durante a transformação' },
    },

    // Hero Hulk
    {
      name: 'Heavy Blow',
      variant: 'hero-hulk',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Socos largos e pesados que atingem tudo num arco curto à frente do Hulk. O golpe é generoso, então mire no meio de um grupo em vez de num alvo só.',
      properties: { casting: 'Arco corpo a corpo', damage: '60 por acerto', range: '4m', attack_speed: '1 golpe a cada 0.7s' },
    },
    {
      name: 'Gamma Burst',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'right-click',
      description:
        'Hulk lança uma onda de energia gama de curto alcance. Use para finalizar um alvo fugindo ou acertar alguém que está logo fora do alcance dos socos.',
      properties: { casting: 'Projétil', damage: '80', range: '15m', cooldown: '1.5s' },
    },
    {
      name: 'Incredible Leap',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'shift',
      description:
        'Carregue e salte uma longa distância, caindo com uma onda de choque. Um salto totalmente carregado alcança a maior parte do high ground e puxa inimigos leves para o ponto de impacto.',
      properties: { casting: 'Salto carregado', damage: '40 ao aterrissar', range: 'Até 30m com carga total', special_effect: 'Puxa heróis leves e os joga brevemente para o alto', cooldown: '8s' },
    },
    {
      name: 'Indestructible Guard',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'e',
      description:
        'Hulk envolve a si mesmo e os aliados próximos em escudos gama. O dano absorvido pelos escudos enche a barra verde que alimenta a ultimate dele.',
      properties: { casting: 'Buff em área', shield: '200 no Hulk, 100 nos aliados', radius: '10m', duration: '3s', special_effect: 'O dano absorvido carrega a ultimate dele', cooldown: '15s' },
    },
    {
      name: 'Radioactive Lockdown',
      variant: 'hero-hulk',
      type: 'ability',
      button: 'f',
      description:
        'Dispara um raio gama que prende os inimigos no lugar. Heróis presos não podem agir, mas também não podem levar dano, então use para tirar uma ameaça da luta, não para preparar um abate.',
      properties: { casting: 'Projétil', radius: '3m no impacto', duration: '1.5s', special_effect: 'Alvos imobilizados ficam imunes a dano', cooldown: '15s' },
    },
    {
      name: 'Hulk Smash!',
      variant: 'hero-hulk',
      type: 'ultimate',
      button: 'q',
      description:
        'Hulk deixa a fúria tomar conta e vira Monster Hulk, se curando até uma barra de vida muito maior. A transformação também arremessa quem estiver ao lado dele.',
      properties: { casting: 'Autotransformação', bonus_health: '1500 como Monster Hulk', duration: '10s', special_effect: 'Onda de choque ao se transformar', cost: '3200 de carga de ultimate' },
    },
    {
      name: 'Gamma Charge',
      variant: 'hero-hulk',
      type: 'team-up',
      button: 'passive',
      description:
        'Com Iron Man ou Doctor Strange no time, Hulk divide o excesso de gama com eles e ganha um pouco mais de força também, transformando o Guard e o Smash dele em trampolim para as grandes jogadas dos parceiros.',
      properties: { casting: 'Passiva', partners: 'Iron Man, Doctor Strange', bonus: '+10% de dano para o Hulk', special_effect: 'Os parceiros ganham habilidades turbinadas com gama' },
    },
    {
      name: 'Fastball Special',
      variant: 'hero-hulk',
      type: 'team-up',
      button: 'c',
      description:
        'Hulk pega Wolverine ou The Thing e os arremessa como uma pedra. O passageiro cai com uma onda de choque, então mire na retaguarda inimiga ou num estrategista escondido no high ground.',
      properties: { casting: 'Arremesso', partners: 'Wolverine, The Thing', range: 'Arco longo', damage: 'Onda de choque de impacto ao aterrissar', cooldown: '30s' },
    },

    // Monster Hulk
    {
      name: 'Heavy Blow',
      variant: 'monster-hulk',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Monster Hulk bate num arco mais largo e com muito mais força. Dois ou três acertos achatam qualquer herói frágil que estiver na frente dele.',
      properties: { casting: 'Arco corpo a corpo', damage: '100 por acerto', range: '5m', attack_speed: '1 golpe a cada 0.8s' },
    },
    {
      name: 'Gamma Burst',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'right-click',
      description:
        'Uma onda gama maior e mais rápida, que agora espirra ao redor do alvo. Ótima para acertar um estrategista atrás do tanque do time dele.',
      properties: { casting: 'Projétil', damage: '120', radius: '3m de área', cooldown: '1s' },
    },
    {
      name: 'Incredible Leap',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'shift',
      description:
        'O salto recarrega mais rápido na forma Monster e a aterrissagem bate mais forte, então dá para encadear saltos entre alvos durante a transformação inteira.',
      properties: { casting: 'Salto carregado', damage: '80 ao aterrissar', special_effect: 'Joga heróis leves para o alto', cooldown: '4s' },
    },
    {
      name: 'Indestructible Guard',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'e',
      description:
        'Monster Hulk solta escudos maiores para si mesmo e para o time. Use para carregar a sua retaguarda através da ultimate de resposta do inimigo.',
      properties: { casting: 'Buff em área', shield: '400 no Hulk, 150 nos aliados', radius: '12m', duration: '3s', cooldown: '10s' },
    },
    {
      name: 'Radioactive Lockdown',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'f',
      description:
        'O raio de contenção ganha uma área maior. Pegar vários inimigos de uma vez divide o time deles por um segundo e meio precioso.',
      properties: { casting: 'Projétil', radius: '5m no impacto', duration: '1.5s', special_effect: 'Alvos imobilizados ficam imunes a dano', cooldown: '10s' },
    },
    {
      name: 'World Breaker',
      variant: 'monster-hulk',
      type: 'ability',
      button: 'q',
      description:
        'Monster Hulk agarra um único inimigo e o esmaga no chão várias e várias vezes. Apaga heróis leves e prende tanques enquanto o seu time trabalha.',
      properties: { casting: 'Agarrão', damage: 'Alto, ao longo de várias pancadas', range: '4m', special_effect: 'O alvo não pode agir enquanto está preso', cooldown: 'Uma vez por transformação' },
    },
    {
      name: 'Fading Rage',
      variant: 'monster-hulk',
      type: 'passive',
      button: 'passive',
      description:
        'Monster Hulk dura pouco antes de encolher de volta para Hero Hulk. A vida de Monster que sobrar se perde, então gaste a forma com agressividade.',
      properties: { casting: 'Passiva', duration: '10s', result: 'Volta a ser Hero Hulk', special_effect: 'A vida bônus não usada se perde' },
    },
  ],
  details: {
    primaryJob: 'Tanque de dive que cai na retaguarda',
    secondaryJob: 'Gerador de escudos para aliados sob foco',
    healing: 'Kits de vida, atenção dos estrategistas e vida nova a cada transformação',
    healingPriority: 2,
    notes:
      'Hulk tem três barras de vida numa mesma vida: Bruce, Hero Hulk e Monster Hulk. Os estrategistas devem manter o Hero Hulk cheio, já que perdê-lo deixa o seu time com um Bruce frágil.',
    counters: ['hela', 'the-punisher', 'squirrel-girl', 'luna-snow', 'hawkeye'],
    counteredBy: ['namor', 'mantis', 'iron-man', 'magneto', 'the-thing'],
    synergies: ['iron-man', 'doctor-strange', 'wolverine', 'the-thing', 'rocket-raccoon'],
    stats: [
      { name: 'Vida', value: '250 / 650 / 1500' },
      { name: 'Velocidade de movimento', value: '6 m/s' },
      { name: 'Dificuldade', value: '2/5' },
      { name: 'Alcance', value: 'Curto' },
      { name: 'Formas', value: '3' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Transforme assim que a luta começar; o Bruce existe para sobreviver à caminhada do respawn, não para trocar tiros.' },
    { side: 'as', type: 'playbook', text: 'Salte num estrategista isolado, dê dois socos e ative o Indestructible Guard no instante em que o time dele virar para cima de você.' },
    { side: 'as', type: 'insight', text: 'Cada ponto de dano que o seu Guard absorve carrega o Hulk Smash!, então ative quando o inimigo estiver atirando com mais força, não assim que sair do cooldown.' },
    { side: 'as', type: 'insight', text: 'Radioactive Lockdown deixa os alvos intocáveis além de presos; congele o tanque inimigo para separá-lo da luta, não o duelista que o seu time está matando.' },
    { side: 'as', type: 'avoid', text: 'Não guarde o Monster Hulk para um momento perfeito que nunca chega. A forma é curta e a vida extra some quando ela acaba.' },
    { side: 'as', type: 'role', text: 'Hulk é o diver do time entre os tanques: jogue com ele ao lado de um tanque principal mais estável, para ele pular de inimigo em inimigo sem segurar o ponto sozinho.' },
    { side: 'against', type: 'playbook', text: 'Estoure o Hulk logo depois que o Guard dele acabar; ele não tem outro jeito de reduzir dano por vários segundos.' },
    { side: 'against', type: 'playbook', text: 'Deixe mobilidade ou um teleporte pronto quando o Hulk estiver prestes a saltar, e fique longe das paredes para o puxão da aterrissagem não arrastar você.' },
    { side: 'against', type: 'insight', text: 'Cada forma é uma barra de vida separada. Matar o Hero Hulk deixa só um Bruce minúsculo, então finalize rápido antes que ele se transforme de novo.' },
    { side: 'against', type: 'avoid', text: 'Não despeje a sua ultimate no Monster Hulk. Faça kite nele por dez segundos e ele encolhe sozinho.' },
    { side: 'with', type: 'playbook', text: 'Fique perto quando o Hulk usar o Indestructible Guard; esses escudos são desperdiçados se você estiver fora da bolha.' },
    { side: 'with', type: 'insight', text: 'Iron Man e Doctor Strange ganham poder extra com o Gamma Charge, e Wolverine ou The Thing podem ser arremessados direto na retaguarda inimiga.' },
    { side: 'with', type: 'avoid', text: 'Não espere que o Hulk segure um gargalo por muito tempo. Se ele saltar para longe, outra pessoa precisa tomar espaço no objetivo.' },
    { side: 'with', type: 'role', text: 'Acompanhe o dive do Hulk com dano explosivo; ele cria o caos, e os duelistas que entram ao mesmo tempo transformam isso em abates.' },
  ],
  teamUpBonuses: { 'Gamma Charge': 'Gamma Charge', 'Fastball Special': 'Fastball Special' },
}
