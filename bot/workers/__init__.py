"""AI work by game key, run in worker processes: an AI seat's decision and the AI coach's jobs (hints and
reviews), each looked up in the games' registry (``bot.catalogue``) by the game's key, with plain values in
and out, so that a worker process needs nothing but the key and a stored state. Above the catalogue (which
names each game's AIs and the coach's budgets) and ``bot.ai`` (the agents and the coach themselves).

    pool        the worker processes: started once, spawned, ended with the bot
    decisions   an AI seat's decision in a worker (``choose_action_id``)
    coachjobs   the coach's jobs by game key: a hint, a review's chart points, its judged decisions
    jobrunners  where the coach's jobs run: the worker processes, or a thread of this process
"""
