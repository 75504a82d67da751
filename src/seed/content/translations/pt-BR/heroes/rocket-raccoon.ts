import type { HeroGuideSeed } from '../../../types'

/** Brazilian Portuguese translation of the English seed's Rocket Raccoon guide (../../../heroes/rocket-raccoon.ts), keyed by hero slug. */
export const guide: HeroGuideSeed = {
  hero: 'rocket-raccoon',
  abilities: [
    {
      name: 'Repair Mode',
      variant: 'rocket-raccoon',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Rocket dispara orbes de cura quicantes que consertam cada aliado por onde passam. Tabele nas paredes e no chão para alcançar companheiros atrás das esquinas.',
      properties: { casting: 'Projétil quicante', healing: '60 por orbe', bounces: 'Até 3 superfícies', ammo: '12', fire_rate: '2 por segundo' },
    },
    {
      name: 'Bombard Mode',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'right-click',
      description:
        'Troca para uma rajada rápida de fuzil com pequenas balas explosivas. O dano é modesto, mas basta para finalizar alvos com pouca vida ou espantar um flanker.',
      properties: { casting: 'Projétil', damage: '20 por bala mais um pequeno dano em área', fire_rate: '10 por segundo', ammo: '40', special_effect: 'Pequeno dano em área no impacto' },
    },
    {
      name: 'Jetpack Dash',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'shift',
      description:
        'Um jato rápido de propulsão em qualquer direção. Dispare para o alto para alcançar paredes ou para longe de um diver que acha que você é presa fácil.',
      properties: { casting: 'Movimento', distance: '8m', charges: '2', cooldown: '6s por carga' },
    },
    {
      name: 'Battle Rebirth Beacon',
      variant: 'rocket-raccoon',
      type: 'ability',
      button: 'e',
      description:
        'Coloca um sinalizador que revive na hora um companheiro caído e solta kits de armadura e de impulso de foguete ao redor. Esconda bem, porque os inimigos podem destruí-lo a tiros.',
      properties: { casting: 'Estrutura posicionada', health: '250', special_effect: 'Revive um aliado caído; solta kits de armadura e de velocidade', duration: 'Até ser usado ou destruído', cooldown: '45s' },
    },
    {
      name: 'C.Y.A.',
      variant: 'rocket-raccoon',
      type: 'ultimate',
      button: 'q',
      description:
        'Rocket instala o Cosmic Yarn Amplifier, um dispositivo flutuante que aumenta o dano de todos os aliados por perto. Ligue logo antes de o seu time entrar e depois saia do caminho.',
      properties: { casting: 'Dispositivo posicionado', radius: '12m', duration: '10s', special_effect: 'Aliados no alcance causam +40% de dano', cost: '3000 de carga de ultimate' },
    },
    {
      name: 'Flying Ace',
      variant: 'rocket-raccoon',
      type: 'passive',
      button: 'space',
      description:
        'Segure o pulo para descer devagar pairando com o jetpack, perfeito para planar de uma borda enquanto continua disparando orbes de cura.',
      properties: { casting: 'Movimento passivo', duration: 'Até 3s', special_effect: 'Pode atirar enquanto paira', cooldown: 'Recarrega ao tocar o chão' },
    },
    {
      name: 'Wild Crawl',
      variant: 'rocket-raccoon',
      type: 'passive',
      button: 'passive',
      description:
        'Rocket pode correr pelas paredes por pouco tempo. É um jeito sorrateiro de chegar ao high ground ou escapar de uma emboscada numa porta.',
      properties: { casting: 'Movimento passivo', duration: '3s', special_effect: 'Corrida na parede', cooldown: 'Recarrega ao tocar o chão' },
    },
    {
      name: 'Ammo Overload',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'c',
      description:
        'Com The Punisher no time, Rocket pode largar um dispositivo de munição; os aliados dentro dele atiram mais rápido e nunca ficam sem munição.',
      properties: { casting: 'Dispositivo posicionado', partners: 'The Punisher', radius: '8m', duration: '8s', special_effect: 'Munição infinita e cadência maior', cooldown: '30s' },
    },
    {
      name: 'Groot Rider',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'c',
      description:
        'Quando Groot está no time, Rocket pode pular no ombro dele e pegar carona. Ele continua atirando e curando enquanto Groot o protege do dano.',
      properties: { casting: 'Acoplar', partners: 'Groot (âncora), Jeff the Land Shark', special_effect: 'Rocket leva menos dano enquanto está montado', duration: 'Até Rocket pular fora', cooldown: '10s' },
    },
    {
      name: 'Rocket Network',
      variant: 'rocket-raccoon',
      type: 'team-up',
      button: 'passive',
      description:
        'Como âncora, Rocket liga o equipamento dele ao ninho de Peni Parker para que ele produza kits de armadura, e ganha um pequeno aumento na própria cura.',
      properties: { casting: 'Passiva', partners: 'Peni Parker', bonus: '+10% de cura', special_effect: 'O ninho de Peni solta kits de armadura' },
    },
  ],
  details: {
    primaryJob: 'Curandeiro em área com tabelas',
    secondaryJob: 'Ressurreições e amplificação de dano',
    healing: 'Orbes de reparo quicados nos próprios pés, kits de vida e o outro estrategista do time',
    healingPriority: 2,
    notes:
      'Rocket é pequeno e escorregadio, mas um único diver ainda consegue matá-lo. Proteja o sinalizador dele e dê cobertura quando ele estiver curando.',
    counters: ['the-punisher', 'venom', 'hulk', 'thor', 'captain-america'],
    counteredBy: ['black-panther', 'psylocke', 'magik', 'spider-man', 'hawkeye'],
    synergies: ['groot', 'the-punisher', 'peni-parker', 'hela', 'jeff-the-land-shark'],
    stats: [
      { name: 'Vida', value: '250' },
      { name: 'Velocidade de movimento', value: '6 m/s' },
      { name: 'Dificuldade', value: '2/5' },
      { name: 'Alcance', value: 'Médio' },
      { name: 'Tipo de cura', value: 'Orbes quicantes' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Fique atrás do seu tanque e quique os orbes no chão à frente dele, para cada um passar por vários companheiros.' },
    { side: 'as', type: 'playbook', text: 'Esconda o Battle Rebirth Beacon num canto atrás do seu time antes da luta, não no meio dela.' },
    { side: 'as', type: 'insight', text: 'Os seus orbes também curam você; dispare um nos próprios pés se um diver encurralar você.' },
    { side: 'as', type: 'insight', text: 'O C.Y.A. fortalece todo mundo no alcance, então coloque ao lado do duelista com a maior ultimate pronta.' },
    { side: 'as', type: 'avoid', text: 'Não fique tempo demais no Bombard Mode; o seu time precisa mais da sua cura do que do seu dano.' },
    { side: 'as', type: 'role', text: 'Rocket é um curandeiro principal. Jogue com ele ao lado de um segundo estrategista com mais cura explosiva ou controle de grupo.' },
    { side: 'against', type: 'playbook', text: 'Dê dive no Rocket antes de a luta começar; ele não tem fuga além do jetpack e nenhum jeito de atordoar você.' },
    { side: 'against', type: 'playbook', text: 'Procure o sinalizador cedo e destrua antes que ele reviva alguém.' },
    { side: 'against', type: 'insight', text: 'O C.Y.A. tem um dispositivo visível no ar. Destrua ou recue enquanto ele estiver ativo.' },
    { side: 'against', type: 'avoid', text: 'Não mire na cabeça dele de longe; ele é pequeno e se move de forma imprevisível, então ataques em área ou de perto funcionam melhor.' },
    { side: 'with', type: 'playbook', text: 'Pegue os kits de armadura e de impulso que aparecem ao redor do sinalizador; é valor de graça para o time inteiro.' },
    { side: 'with', type: 'insight', text: 'The Punisher ganha munição infinita com o Ammo Overload, Groot pode carregar ele por aí com o Planet X Pals e o ninho de Peni produz armadura com o Rocket Network.' },
    { side: 'with', type: 'avoid', text: 'Não vá atrás de lutas longe dele; os orbes viajam devagar e perdem valor a longa distância.' },
    { side: 'with', type: 'role', text: 'Duelistas que batem forte, como Hela ou The Punisher, são os que mais aproveitam o C.Y.A., então monte o time em torno dessa combinação.' },
  ],
  teamUpBonuses: { 'Ammo Overload': 'Ammo Overload', 'Planet X Pals': 'Groot Rider', 'Rocket Network': 'Rocket Network' },
}
