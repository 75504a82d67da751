import type { HeroGuideSeed } from '../../../types'

/** Brazilian Portuguese translation of the English seed's The Punisher guide (../../../heroes/the-punisher.ts), keyed by hero slug. */
export const guide: HeroGuideSeed = {
  hero: 'the-punisher',
  abilities: [
    {
      name: 'Adjudication',
      variant: 'the-punisher',
      type: 'normal attack',
      button: 'left-click',
      description:
        'O fuzil de assalto de Frank: preciso, totalmente automático e confiável a média distância. Mantenha as rajadas na cabeça e ele destrói tanques e alvos frágeis do mesmo jeito.',
      properties: { casting: 'Hitscan', damage: '22 por bala', fire_rate: '8 por segundo', ammo: '40', falloff_start: '30m', critical_hit: 'Sim' },
    },
    {
      name: 'Deliverance',
      variant: 'the-punisher',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Troque para a escopeta no combate de perto. Cada disparo espalha um leque largo de chumbinhos que pune os divers que chegam perto demais.',
      properties: { casting: 'Hitscan espalhado', damage: '10 por chumbinho, 12 chumbinhos', fire_rate: '1.5 disparos por segundo', ammo: '8', special_effect: 'Troque com a tecla de trocar arma' },
    },
    {
      name: 'Scourge Grenade',
      variant: 'the-punisher',
      type: 'ability',
      button: 'shift',
      description:
        'Joga uma granada de fumaça nos próprios pés e se lança para longe dela. A nuvem bloqueia a visão, o que faz dela uma ferramenta de fuga e um jeito malandro de se reposicionar.',
      properties: { casting: 'Granada arremessada', damage: '20 no impacto', special_effect: 'A nuvem de fumaça bloqueia a visão dos inimigos; pequeno impulso', duration: '4s de fumaça', cooldown: '10s' },
    },
    {
      name: 'Vantage Connection',
      variant: 'the-punisher',
      type: 'ability',
      button: 'e',
      description:
        'Dispara uma tirolesa entre dois pontos que ele consegue ver e desliza por ela. Outros jogadores também podem usar, então ela também vira uma rota rápida para o time chegar ao high ground.',
      properties: { casting: 'Tirolesa posicionada', range: '40m', duration: '10s', special_effect: 'Pode ser usada por aliados e inimigos', cooldown: '12s' },
    },
    {
      name: 'Culling Turret',
      variant: 'the-punisher',
      type: 'ability',
      button: 'f',
      description:
        'Instala uma torreta pesada que o próprio Frank opera. Ela tem um escudo frontal e um dano enorme, mas ele fica parado enquanto a usa.',
      properties: { casting: 'Instalável', damage: '18 por bala', fire_rate: '15 por segundo', shield_health: '400 na placa frontal', duration: '8s', cooldown: '20s' },
    },
    {
      name: 'Final Judgement',
      variant: 'the-punisher',
      type: 'ultimate',
      button: 'q',
      description:
        'Frank flutua um pouco e descarrega duas metralhadoras giratórias e uma salva de mísseis em tudo à frente dele. Ele leva menos dano enquanto atira, então consegue segurar um gargalo sozinho por alguns segundos.',
      properties: { casting: 'Canalização', damage: '15 por bala mais os mísseis', duration: '8s', special_effect: 'Redução de dano enquanto está ativa', cost: '3300 de carga de ultimate' },
    },
    {
      name: "Warrior's Gaze",
      variant: 'the-punisher',
      type: 'passive',
      button: 'passive',
      description:
        'Frank sente inimigos feridos através das paredes. Alvos próximos com pouca vida aparecem contornados para ele e para o time, então ninguém escapa virando a esquina.',
      properties: { casting: 'Passiva', range: '35m', special_effect: 'Revela inimigos abaixo de 30% de vida', update_rate: 'Contínua' },
    },
    {
      name: 'Ammo Overload',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'passive',
      description:
        'O dispositivo de munição de Rocket deixa Frank atirar sem recarregar e um pouco mais rápido enquanto ele fica no campo. Junte com a torreta para uma quantidade absurda de chumbo.',
      properties: { casting: 'Passiva', partners: 'Rocket Raccoon (âncora)', bonus: 'Munição infinita e +20% de cadência no campo', duration: 'Campo de 8s' },
    },
    {
      name: 'Operation: Microchip',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'passive',
      description:
        'Como âncora, Frank se coordena com Black Widow e ganha um pequeno bônus de vida; Widow recebe tecnologia de suporte hackeada para fazer reconhecimento para ele.',
      properties: { casting: 'Passiva', partners: 'Black Widow', bonus: '+25 de vida máxima', seasons: 'Da Temporada 1 à 4.5' },
    },
    {
      name: 'Bestial Hunt',
      variant: 'the-punisher',
      type: 'team-up',
      button: 'c',
      description:
        'Com Daredevil no time, Frank pode marcar uma zona de caça onde os inimigos ficam revelados para ele e levam um pouco mais de dano do fuzil.',
      properties: { casting: 'Zona posicionada', partners: 'Daredevil (âncora)', radius: '10m', special_effect: 'Revela os inimigos; +10% de dano vindo de Frank', cooldown: '30s' },
    },
  ],
  details: {
    primaryJob: 'Dano hitscan contínuo',
    secondaryJob: 'Controle de área com a torreta',
    healing: 'Kits de vida e atenção dos estrategistas',
    healingPriority: 3,
    notes:
      'Frank perdoa erros: o fuzil é fácil de mirar e a escopeta dá conta dos divers. Mantenha ele vivo e o dano dele soma rápido numa luta longa.',
    counters: ['hulk', 'venom', 'groot', 'spider-man', 'magneto'],
    counteredBy: ['doctor-strange', 'hela', 'hawkeye', 'black-widow', 'storm'],
    synergies: ['rocket-raccoon', 'black-widow', 'daredevil', 'magneto', 'mantis'],
    stats: [
      { name: 'Vida', value: '275' },
      { name: 'Velocidade de movimento', value: '6 m/s' },
      { name: 'Dificuldade', value: '1/5' },
      { name: 'Alcance', value: 'Médio' },
      { name: 'Tipo de dano', value: 'Hitscan' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Fique com o seu tanque e despeje tiros de fuzil na linha de frente inimiga; troque para a escopeta no instante em que um diver cair do seu lado.' },
    { side: 'as', type: 'playbook', text: 'Suba ao high ground pela Vantage Connection e depois instale a torreta atrás de uma cobertura de onde ela consiga varrer a retaguarda deles.' },
    { side: 'as', type: 'insight', text: 'O Warrior\u2019s Gaze avisa quando alguém está fugindo ferido. Siga o contorno para finalizar antes que a pessoa chegue a um kit de vida.' },
    { side: 'as', type: 'insight', text: 'O Final Judgement reduz o dano, mas não impede atordoamentos. Use de trás de uma esquina para que só parte do time inimigo consiga ver você.' },
    { side: 'as', type: 'avoid', text: 'Não instale a torreta em campo aberto; o escudo só cobre a frente e qualquer flanker vai punir você.' },
    { side: 'as', type: 'role', text: 'The Punisher é um duelista de poke com dano constante. Ele brilha quando o tanque inimigo é um alvo grande e fácil.' },
    { side: 'against', type: 'playbook', text: 'Flanqueie a torreta pelo lado ou por cima; Frank não consegue girá-la rápido e fica preso até sair dela.' },
    { side: 'against', type: 'playbook', text: 'Use escudos ou poke de longo alcance para trocar com ele a uma distância em que o fuzil dele perde força.' },
    { side: 'against', type: 'insight', text: 'A única fuga de Frank é a granada de fumaça. Force o uso dela e depois entre enquanto estiver em cooldown.' },
    { side: 'against', type: 'avoid', text: 'Não fique na frente da ultimate dele. Quebre a linha de visão na hora em vez de tentar ganhar na troca de tiros.' },
    { side: 'with', type: 'playbook', text: 'Subam juntos ao high ground pelas tirolesas dele; a rota dura alguns segundos e é de graça para o time inteiro.' },
    { side: 'with', type: 'insight', text: 'O Ammo Overload de Rocket dá munição infinita a ele, Black Widow se liga a ele pelo Operation: Microchip e Daredevil libera o Bestial Hunt.' },
    { side: 'with', type: 'avoid', text: 'Não deixe ele sozinho num flanco; ele tem uma única fuga e nenhuma autocura.' },
    { side: 'with', type: 'role', text: 'Um tanque de escudo à frente de Frank deixa ele atirar quase sem pausa, e é aí que ele causa mais dano que quase qualquer um.' },
  ],
  teamUpBonuses: {
    'Ammo Overload': 'Ammo Overload',
    'Operation: Microchip': 'Operation: Microchip',
    'Bestial Hunt': 'Bestial Hunt',
  },
}
