import type { BasicsSeed } from '../../types'

/** Brazilian Portuguese translation of the English seed's Basics guide (../../editorial/basics.ts), keyed by role and mode. */
export const basics: BasicsSeed = {
  quickstart: {
    overview:
      'As partidas são lutas 6v6 entre dois times de heróis, jogadas em terceira pessoa. São mais de 33 heróis para escolher, e cada pick ocupa uma de três funções; um bom time cobre todas: alguém para segurar espaço, alguém para causar dano e alguém para manter todo mundo vivo. Você vence jogando no objetivo, não liderando o placar. Dá para trocar de herói no spawn entre uma vida e outra, então encare o seu pick como uma resposta à luta atual, não como um compromisso para a vida toda.',
    roles: [
      {
        role: 'vanguard',
        label: 'Vanguarda = Tanque',
        summary:
          'A linha de frente. Vanguardas têm muita vida, escudos ou autossustentação, e o trabalho delas é abrir espaço, absorver pressão e levar o time para o objetivo.',
      },
      {
        role: 'duelist',
        label: 'Duelista = Dano/DPS',
        summary:
          'Quem causa dano. Duelistas garantem abates, pressionam a retaguarda inimiga e punem quem sai de posição, seja de perto, mergulhando, ou de longe, com poke.',
      },
      {
        role: 'strategist',
        label: 'Estrategista = Suporte/Healer',
        summary:
          'A equipe de apoio. Estrategistas curam, dão buffs e protegem os companheiros, e as ultimates deles muitas vezes decidem se uma teamfight é ganha ou perdida.',
      },
    ],
    modes: [
      {
        mode: 'domination',
        summary:
          'Rei da colina em melhor de três rodadas. Os dois times disputam um único ponto de controle, e o primeiro a chegar a 100% de captura vence a rodada.',
      },
      {
        mode: 'convoy',
        summary:
          'Um time escolta uma carga em movimento por uma série de checkpoints até o fim da rota, enquanto o outro tenta pará-la antes que o tempo acabe.',
      },
      {
        mode: 'convergence',
        summary:
          'Um modo híbrido. Os atacantes primeiro capturam um ponto, com o progresso travando em 33%, 66% e 100%, e depois escoltam uma carga até o final.',
      },
    ],
    arcadeModes: [
      {
        name: 'Doom Match',
        summary:
          'Um todos contra todos para 8 a 12 jogadores em que cada um luta contra todo mundo. O primeiro a chegar a 16 abates vence, então é um ótimo lugar para treinar mira e duelos sem se preocupar com o objetivo.',
      },
      {
        name: 'Conquest',
        summary:
          'Mata-mata em equipe. Os abates valem pontos para o seu time, e o primeiro time a chegar a 50 pontos vence. Bom para aprender a trocar abates e a hora de se agrupar.',
      },
    ],
    howToWin: [
      '**Jogue no objetivo.** Ficar no ponto ou ao lado da carga vence partidas; correr atrás de abates pelo mapa todo, não.',
      '**Agrupe antes de lutar.** Seis jogadores chegando juntos vencem seis jogadores chegando um depois do outro quase sempre.',
      '**Acompanhe as ultimates inimigas.** Depois que a grande ultimate deles for usada, compre a luta; enquanto ela estiver carregada, jogue com paciência.',
      '**Proteja seus estrategistas.** Uma retaguarda saudável mantém o time inteiro vivo, então vire e ajude quando eles levarem dive.',
      '**Use os team-ups.** Certas duplas de heróis liberam habilidades bônus, então veja o que os seus companheiros escolheram e ajuste se for fácil.',
    ],
    howToLose: [
      '**Voltar um de cada vez** depois de morrer, em vez de esperar alguns segundos para se reagrupar com o resto do time.',
      '**Ignorar o objetivo** porque você está ganhando o seu duelinho do outro lado do mapa.',
      '**Jogar com três ou mais duelistas** sem ninguém disposto a curar ou a tomar espaço.',
      '**Gastar todas as ultimates na mesma luta** e entrar na próxima sem nada sobrando.',
      '**Se recusar a trocar** quando a composição inimiga claramente dá hard counter no seu herói.',
    ],
    stagger:
      'Dar stagger é voltar para a luta em momentos diferentes. Acontece quando os jogadores morrem um a um e depois voltam do spawn sozinhos, encontrando o time inimigo completo a cada vez. Um time que chega picado pode perder várias lutas seguidas sem nunca lutar seis contra seis. A solução é simples, mas exige disciplina: se a maior parte do time morreu, recue, espere os respawns e entre de novo junto. Do outro lado, se o inimigo está chegando picado, segure uma posição forte e elimine cada jogador conforme ele chega.',
    practice:
      'Comece pelo campo de treino para aprender cada habilidade e o cooldown dela antes de levar um herói para uma partida de verdade. Doom Match e Conquista são ótimos para aquecer a mira e aprender duelos sem a pressão do objetivo. Escolha dois ou três heróis por função e aprenda bem cada um, em vez de tentar o elenco inteiro de uma vez. Por fim, assista ao replay de uma partida que você perdeu e procure o momento em que o seu time se separou pela primeira vez; muitas vezes a luta foi perdida ali, não no final.',
    healthBarColours: [
      { colour: 'Branco', meaning: 'A sua vida normal e a vida base dos heróis para quem você está olhando.' },
      { colour: 'Azul', meaning: 'Companheiros: as barras de vida e os nomes sobre a cabeça deles aparecem na cor do seu time.' },
      { colour: 'Vermelho', meaning: 'Inimigos: barras de vida e contornos dos adversários, para você saber em quem atirar num relance.' },
      { colour: 'Amarelo', meaning: 'Escudos e barreiras bônus que absorvem dano antes que a sua vida normal seja atingida.' },
      { colour: 'Verde', meaning: 'Vida extra concedida por habilidades acima da sua vida máxima; costuma sumir depois de pouco tempo.' },
      {
        colour: 'Piscando ou vermelho-escuro',
        meaning: 'Vida baixa. Uma barra que cai a um fiapo ou começa a piscar significa que o herói está a um golpe de cair, seja um aliado para salvar ou um inimigo para finalizar.',
      },
    ],
    glossary: [
      { term: 'Peel', definition: 'Voltar para proteger um companheiro, geralmente um estrategista, dos inimigos que estão atacando ele.' },
      { term: 'Dive', definition: 'Um estilo de jogo em que heróis com mobilidade pulam direto na retaguarda inimiga para eliminar alvos vulneráveis.' },
      { term: 'Poke', definition: 'Ir tirando vida dos inimigos de longe antes de entrar numa luta de verdade.' },
      { term: 'Ult', definition: 'Abreviação de ultimate: a habilidade mais poderosa de um herói, carregada causando dano, curando e participando das lutas.' },
      { term: 'CC', definition: 'Controle de grupo (crowd control): atordoamentos, empurrões, lentidões, puxões e tudo o que tira o controle do alvo.' },
      { term: 'Flanco', definition: 'Pegar uma rota lateral para atacar o inimigo por trás ou pelo lado em vez de ir de frente.' },
      { term: 'Off-angle', definition: 'Uma posição fora da linha principal do seu time, que obriga o inimigo a vigiar duas direções ao mesmo tempo.' },
      { term: 'Ponto', definition: 'A área de captura que os times disputam em Dominação e na primeira fase de Convergência.' },
      { term: 'Carga', definition: 'O veículo que os atacantes escoltam em Comboio e Convergência. Também chamada de carrinho.' },
      { term: 'Prorrogação', definition: 'Tempo extra concedido enquanto o objetivo está sendo disputado quando o relógio zera. A partida continua até a disputa terminar.' },
      { term: 'Stagger', definition: 'Jogadores voltando para a luta um de cada vez em vez de juntos. Também vira verbo: "deram stagger, avança agora".' },
      { term: 'High ground', definition: 'Posições elevadas com linhas de visão amplas. Segurar essas posições deixa você mais difícil de acertar e mais fácil de curar.' },
      { term: 'Trade', definition: 'Uma troca de abates ou de recursos. Uma boa trade é perder um jogador para derrubar dois.' },
      { term: 'Foco', definition: 'O time inteiro atacando o mesmo alvo para ele cair rápido. Muitas vezes pedido como "foca o healer".' },
      { term: 'Cooldown', definition: 'O tempo de espera antes de uma habilidade poder ser usada de novo. "Cooldowns" também se refere às habilidades de um herói em geral.' },
      { term: 'Retaguarda', definition: 'Os jogadores mais afastados da luta, geralmente estrategistas e duelistas de longo alcance.' },
      { term: 'Linha de frente', definition: 'Os jogadores que puxam a luta e absorvem dano, geralmente as vanguardas.' },
      { term: 'Team-up', definition: 'Uma habilidade ou efeito bônus liberado quando certos heróis estão no mesmo time.' },
      { term: 'Vantagem de spawn', definition: 'Estar mais perto do seu ponto de respawn do que o inimigo está do dele, para o seu time se reagrupar mais rápido depois de uma luta.' },
    ],
  },
  modes: [
    {
      mode: 'convoy',
      description:
        'Comboio é uma luta em movimento. O time atacante escolta uma carga por uma rota fixa, passando por checkpoints que adicionam tempo ao relógio, enquanto os defensores tentam segurá-la até o tempo acabar. Cada checkpoint muda o terreno, então as melhores posições mudam conforme a carga avança.',
      coreStrategy:
        'Comboio recompensa os times que pensam uma seção à frente. Vença a luta primeiro e depois mova a carga; empurrar a carga enquanto os companheiros ainda lutam em outro lugar só adia o inevitável. Os defensores querem lutar de posições que a carga ainda não alcançou, e os atacantes querem tirar os defensores dessas posições antes que o carrinho chegue.',
      defending:
        'Pegue um high ground que dê vista para a rota e lute um pouco à frente da carga, para que os atacantes tenham que entrar nas suas linhas de visão. Recue para a próxima posição forte quando uma luta der errado, em vez de morrer em campo aberto. Encostar na carga impede que ela ande, então até um único defensor no carrinho ganha segundos valiosos.',
      attacking:
        'Tire os defensores do high ground antes que a carga chegue lá. Mantenha pelo menos um jogador encostado na carga o tempo todo e coloque mais escoltas quando for seguro, porque escoltas extras fazem a carga andar mais rápido. Planeje suas ultimates para os gargalos logo antes dos checkpoints.',
      recommendedDefenders: ['magneto', 'the-punisher', 'luna-snow'],
      recommendedAttackers: ['doctor-strange', 'star-lord', 'rocket-raccoon'],
      mechanics:
        'A carga só se move enquanto há atacantes ao lado dela e nenhum defensor a contesta. Ela acelera com mais escoltas, até três; um quarto companheiro não acrescenta nada. Chegar a um checkpoint adiciona tempo ao relógio. Quando o tempo acaba com atacantes ainda contestando a carga, a partida vai para a prorrogação e continua até a carga ficar sozinha.',
    },
    {
      mode: 'convergence',
      description:
        'Convergência são dois modos em um. Os atacantes primeiro capturam um ponto de controle e depois escoltam uma carga desse ponto até o fim da rota. Os defensores precisam segurar o ponto o máximo possível e depois atrasar a carga, igualzinho ao Comboio.',
      coreStrategy:
        'A fase de captura é sobre vencer lutas limpas no ponto e garantir o progresso em cada marco. Quando a carga é liberada, a luta vira um avanço de Comboio, então pense em quais heróis funcionam nas duas metades. Os times muitas vezes trocam de herói entre as fases.',
      defending:
        'Lute no ponto ou logo à frente dele e nunca o deixe vazio, porque o progresso trava em 33%, 66% e 100%. Atrasar a captura antes de um marco fechar vale mais do que atrasá-la logo depois. Se o ponto cair, reagrupe na primeira posição forte da rota da carga em vez de correr atrás de uma luta perdida.',
      attacking:
        'Vença a luta primeiro e depois suba no ponto. Force para chegar ao próximo marco de captura, já que o progresso além de cada marco fica garantido mesmo que você perca a luta seguinte. Quando a carga começar a andar, mantenha até três escoltas nela e leve a luta para a frente do carrinho.',
      recommendedDefenders: ['peni-parker', 'hela', 'mantis'],
      recommendedAttackers: ['thor', 'magik', 'cloak-dagger'],
      mechanics:
        'O progresso de captura marca em 33%, 66% e 100%, e o progresso além de cada marco é mantido mesmo que os atacantes sejam expulsos. Depois que o ponto é capturado, vem a fase da carga com as mesmas regras de escolta do Comboio: ela acelera com até três escoltas e para quando um defensor a contesta. A prorrogação começa sempre que o objetivo está sendo contestado quando o tempo acaba.',
    },
    {
      mode: 'domination',
      description:
        'Dominação é um modo de rei da colina jogado em melhor de três rodadas. Os dois times disputam o mesmo ponto de controle, e o progresso de captura sobe enquanto só um time está nele. O primeiro time a chegar a 100% de captura vence a rodada.',
      coreStrategy:
        'Controlar o ponto cedo cria uma vantagem, mas a verdadeira habilidade é saber quando lutar por ele e quando se reagrupar. Como o ponto fica no meio do mapa, os dois times têm tempos de caminhada parecidos, então uma luta perdida significa uma espera curta e não uma rodada perdida, a não ser que o outro time esteja perto de 100%.',
      defending:
        'Quando o seu time tiver o ponto, segure posições ao redor dele em vez de ficar parado no meio, e puna quem pisar nele. Mantenha pelo menos um jogador em condições de contestar o tempo todo. Quando o inimigo tiver uma grande ultimate pronta, espalhem-se para que ela não pegue todo mundo.',
      attacking:
        'Retomar um ponto significa quebrar um time entrincheirado. Agrupem, esperem o time inteiro e entrem por mais de um ângulo ao mesmo tempo. Usem controle de grupo e ultimates de negação de área para tirar os donos do ponto e depois subam juntos.',
      recommendedDefenders: ['groot', 'squirrel-girl', 'invisible-woman'],
      recommendedAttackers: ['hulk', 'spider-man', 'jeff-the-land-shark'],
      mechanics:
        'As partidas são em melhor de três rodadas, cada uma vencida pelo primeiro time a chegar a 100% de captura. O progresso só sobe quando o ponto é mantido sem contestação; se os dois times estão nele, ninguém ganha nada. Quando o time que lidera está prestes a fechar, mas o ponto está contestado, a rodada vai para a prorrogação e só termina quando um lado tira o outro de lá.',
    },
  ],
  roles: [
    {
      role: 'vanguard',
      overview:
        'Vanguardas são os tanques. Elas têm muito mais vida que os outros heróis, e a maioria ainda conta com um escudo, redução de dano ou uma autocura forte. O trabalho delas é abrir espaço: dar o passo à frente para que o resto do time possa seguir, atrair a atenção dos duelistas inimigos e decidir onde cada luta acontece. A maioria dos times joga com uma ou duas vanguardas, e uma vanguarda confiante muitas vezes é a diferença entre um time que espera e um time que toma o objetivo.',
      subtypes: [
        {
          name: 'Vanguarda principal',
          paragraph:
            'As vanguardas principais ancoram a linha de frente. Elas vão na frente, bloqueiam dano para o time com escudos ou uma vida enorme e ficam à frente do objetivo durante a luta inteira. Raramente vão atrás de abates; o valor delas se mede por quanto dano o resto do time deixou de levar.',
          exampleHeroes: ['doctor-strange', 'magneto', 'groot', 'emma-frost'],
          traits: [
            'Barreiras ou paredes grandes que protegem o time inteiro',
            'Vida muito alta e resistência constante em lutas longas',
            'Mais lentas e com menos mobilidade, então o posicionamento importa mais que o reflexo',
            'Fortes para segurar gargalos e objetivos',
          ],
        },
        {
          name: 'Vanguarda secundária',
          paragraph:
            'As vanguardas secundárias são tanques agressivos. Elas mergulham no inimigo, bagunçam a retaguarda e criam um caos que a vanguarda principal e os duelistas podem aproveitar. Elas trocam parte da proteção do time por mobilidade, controle de grupo e a capacidade de sobreviver no fundo do território inimigo.',
          exampleHeroes: ['venom', 'thor', 'hulk', 'the-thing'],
          traits: [
            'Mobilidade alta para entrar e sair das lutas',
            'Controle de grupo, como atordoamentos, puxões ou empurrões',
            'Escudos pessoais ou redução de dano em vez de barreiras para o time todo',
            'Excelentes para dar peel em estrategistas sob pressão',
          ],
        },
      ],
    },
    {
      role: 'strategist',
      overview:
        'Estrategistas são os curandeiros e suportes. Eles mantêm o time vivo, aumentam o dano ou a velocidade e muitas vezes têm as ultimates que mais mudam o jogo no elenco. O posicionamento de um estrategista é tudo: fique perto o bastante para curar, longe o bastante para sobreviver e sempre ao alcance de um companheiro que possa proteger você. A maioria dos times joga com dois estrategistas, geralmente um focado em cura e outro que mistura cura com utilidade ou dano.',
      subtypes: [
        {
          name: 'Estrategista de cura',
          paragraph:
            'Os estrategistas de cura são a espinha dorsal da sustentação. Eles produzem a maior quantidade de cura, mantêm as vanguardas de pé em lutas longas e salvam companheiros prestes a cair. Costumam ser o primeiro alvo dos divers inimigos, então percepção e ferramentas de fuga importam tanto quanto os números de cura.',
          exampleHeroes: ['luna-snow', 'mantis', 'invisible-woman', 'jeff-the-land-shark'],
          traits: [
            'A maior cura contínua',
            'Ultimates que curam ou salvam o time inteiro em lutas grandes',
            'Precisam de proteção contra heróis de dive',
            'Recompensam a atenção constante às barras de vida dos companheiros',
          ],
        },
        {
          name: 'Estrategistas híbridos',
          paragraph:
            'Os estrategistas híbridos dividem o tempo entre curar e todo o resto: dano, escudos, buffs ou truques que mudam uma luta. Eles brilham ao lado de um curandeiro dedicado, cobrindo lacunas enquanto adicionam uma pressão que o inimigo precisa respeitar.',
          exampleHeroes: ['loki', 'adam-warlock', 'ultron', 'cloak-dagger'],
          traits: [
            'Dano ou utilidade úteis junto com a cura',
            'Muitas vezes trazem ressurreições, buffs ou debuffs',
            'Menos cura bruta que os curandeiros dedicados',
            'Flexíveis o bastante para se adaptar a muitas composições',
          ],
        },
      ],
    },
    {
      role: 'duelist',
      overview:
        'Duelistas são quem causa dano, a maior função do elenco. O trabalho deles é garantir abates, pressionar o inimigo e punir erros. A maioria dos times joga com dois duelistas, e os melhores duelistas jogam em função das suas vanguardas: aproveitando o espaço que os tanques criam e escolhendo alvos que abrem a luta para todo mundo.',
      subtypes: [
        {
          name: 'Duelistas de dive',
          paragraph:
            'Os duelistas de dive usam a mobilidade para pular direto em alvos vulneráveis, geralmente estrategistas e duelistas de longo alcance, e escapar antes que o inimigo reaja. Eles vivem de timing e coordenação e são mais fortes quando mergulham junto com uma vanguarda.',
          exampleHeroes: ['spider-man', 'psylocke', 'black-panther', 'magik'],
          traits: [
            'Mobilidade muito alta e ferramentas de fuga',
            'Dano explosivo que derruba rápido alvos frágeis',
            'Vulneráveis a controle de grupo e a foco',
            'Melhores quando coordenados com uma vanguarda secundária',
          ],
        },
        {
          name: 'Duelistas de poke',
          paragraph:
            'Os duelistas de poke causam dano constante à distância. Eles seguram linhas de visão, desgastam o inimigo antes de a luta começar e finalizam quem aparecer no campo de visão. Bom posicionamento e high ground fazem deles uma ameaça constante que o inimigo não pode ignorar.',
          exampleHeroes: ['hawkeye', 'the-punisher', 'hela', 'black-widow'],
          traits: [
            'Dano forte, contínuo ou de longo alcance',
            'Dependem de high ground e linhas de visão',
            'Poucas opções de fuga quando levam dive',
            'Ótimos para controlar o espaço antes de as lutas começarem',
          ],
        },
      ],
    },
  ],
}
